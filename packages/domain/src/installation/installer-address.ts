import { provinceOfPostalCode, sameProvince } from './province.ts';

export interface InstallerAddressMismatch {
  /** The booking's province, or its postal code where that names no province. */
  installationProvince: string;
  shippingProvince: string;
}

/**
 * The installer goes to the address the screen is delivered to, and the booking was priced for
 * its postal code's province: a shipping address in another province would send the installer
 * elsewhere at another province's price. Null when both are in the same province, or while the
 * shipping postal code is not a Spanish one yet (its own field rule answers that).
 */
export function installerAddressMismatch(
  installationPostalCode: string,
  shippingPostalCode: string,
): InstallerAddressMismatch | null {
  const shipping = provinceOfPostalCode(shippingPostalCode);
  if (!shipping.ok) return null;
  const installation = provinceOfPostalCode(installationPostalCode);
  const installationProvince = installation.ok
    ? installation.province
    : installationPostalCode.trim();
  return sameProvince(installationProvince, shipping.province)
    ? null
    : { installationProvince, shippingProvince: shipping.province };
}
