import { esConsole } from './es-console';
import { esConsoleLater } from './es-console-later';
import { esOffice } from './es-office';
import { esPapers } from './es-papers';
import { esPublic } from './es-public';
import { esRecords } from './es-records';
import { esStaff } from './es-staff';

/**
 * Spanish, the interface's first language and the reference catalogue (en.ts has the same shape), in parts
 * (decision 025): es-public.ts, loaded before the first paint, es-staff.ts, loaded with the staff layout, es-console.ts
 * with the chair's console, es-console-later.ts with the console's parts that load after it paints, and es-office.ts
 * with every other staff page (decision 032),
 * es-papers.ts, loaded with the working papers' pages and the chair's section, and es-records.ts, with an acta's
 * verification.
 * A top-level section lives in one part only: a section a public page (or the shell) reads belongs to the public
 * part, where a new section of a staff area goes to the office's part (the staff part only if the layout or the finder
 * reads it, the chair's if the console does before it is usable, the console's later parts' if only a part of the
 * console loaded after it paints does).
 */
export const es = { ...esPublic, ...esStaff, ...esConsole, ...esConsoleLater, ...esOffice, ...esPapers, ...esRecords };
