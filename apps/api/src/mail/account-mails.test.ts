import { describe, expect, it } from 'vitest';
import { accountMailLink, renderAccountMail } from './account-mails.ts';

const input = {
  kind: 'activation',
  language: 'es',
  shopName: 'Mamparas Shop',
  storefrontOrigin: 'https://mamparas.example',
  firstName: 'Lucía <b>',
  token: 'abc_DEF-123',
} as const;

describe('account e-mails', () => {
  it('links the activation e-mail to /activar-cuenta on the edition’s storefront', () => {
    const email = renderAccountMail(input);
    expect(email.subject).toBe('Activa tu cuenta en Mamparas Shop');
    expect(email.link).toBe('https://mamparas.example/activar-cuenta?token=abc_DEF-123');
    expect(email.html).toContain(
      'href="https://mamparas.example/activar-cuenta?token=abc_DEF-123"',
    );
    expect(email.text).toContain(
      'Activar mi cuenta:\nhttps://mamparas.example/activar-cuenta?token=',
    );
    expect(email.text).toContain('El enlace caduca en 7 días');
  });

  it('escapes the customer’s name in the HTML part', () => {
    const email = renderAccountMail(input);
    expect(email.html).toContain('Hola, Lucía &lt;b&gt;:');
    expect(email.html).not.toContain('<b>');
  });

  it('writes the password-reset e-mail in French with the one-hour validity', () => {
    const email = renderAccountMail({ ...input, kind: 'passwordReset', language: 'fr' });
    expect(email.subject).toBe('Changez votre mot de passe Mamparas Shop');
    expect(email.html).toContain('<html lang="fr">');
    expect(email.text).toContain('Ce lien expire dans 1 heure');
    expect(email.link).toBe(accountMailLink('passwordReset', input.storefrontOrigin, input.token));
    expect(email.link).toMatch(/\/restaurar-contrasena\?token=/);
  });
});
