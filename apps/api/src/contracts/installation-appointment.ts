import { z } from 'zod';
import { CalendarDay } from './common.ts';

/**
 * The installer's visit: a shop day and a window of times ('09:00' to '13:00'). The times are
 * checked with the day by the domain's rule (appointmentError), which words what is wrong.
 */
const clockTime = z.string({ error: 'api.required' }).max(5);
export const InstallationAppointment = z
  .object({ date: CalendarDay, from: clockTime, to: clockTime })
  .meta({ id: 'InstallationAppointment' });
