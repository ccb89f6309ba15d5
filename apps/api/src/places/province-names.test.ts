import { describe, expect, it } from 'vitest';
import { comparableName, installationProvinceName } from './province-names.ts';
import { municipalitiesByProvince } from './spanish-municipalities.ts';

describe('province names', () => {
  it('maps co-official and older spellings to the installation provinces', () => {
    expect(installationProvinceName('Illes Balears')).toBe('Islas Baleares');
    expect(installationProvinceName('Bizkaia')).toBe('Vizcaya');
    expect(installationProvinceName('Gipuzkoa')).toBe('Guipúzcoa');
    expect(installationProvinceName('Araba/Álava')).toBe('Álava');
    expect(installationProvinceName('Provincia de Gerona')).toBe('Girona');
    expect(installationProvinceName('Madrid')).toBe('Madrid');
  });

  it('compares without case, accents or apostrophe variants', () => {
    expect(comparableName('Ávila')).toBe(comparableName('avila'));
    expect(comparableName('La Seu d’Urgell')).toBe(comparableName("la seu d'urgell"));
  });

  it('the gazetteer covers every Spanish province with a few hundred municipalities', () => {
    const provinces = Object.keys(municipalitiesByProvince);
    expect(provinces).toHaveLength(52);
    expect(Object.values(municipalitiesByProvince).flat().length).toBeGreaterThan(300);
  });
});
