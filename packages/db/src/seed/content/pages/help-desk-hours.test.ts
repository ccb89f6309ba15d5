import { describe, expect, it } from 'vitest';
import { helpDeskHours } from './help-desk-hours.ts';

describe('helpDeskHours', () => {
  it('says the domain’s chat schedule in each edition’s language', () => {
    expect(helpDeskHours('es')).toBe(
      'de lunes a jueves de 9:00 a 18:00 y el viernes de 9:00 a 12:00',
    );
    expect(helpDeskHours('fr')).toBe(
      'du lundi au jeudi de 9 h à 18 h et le vendredi de 9 h à 12 h',
    );
  });
});
