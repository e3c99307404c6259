import { enConsole } from './en-console';
import { enConsoleLater } from './en-console-later';
import { enOffice } from './en-office';
import { enPapers } from './en-papers';
import { enPublic } from './en-public';
import { enRecords } from './en-records';
import { enStaff } from './en-staff';
import type { Messages } from './types';

/** English, the interface's second language, in the same parts as the Spanish catalogue (es.ts). */
export const en: Messages = { ...enPublic, ...enStaff, ...enConsole, ...enConsoleLater, ...enOffice, ...enPapers, ...enRecords };
