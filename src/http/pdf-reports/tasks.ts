// What a renderer is asked to make: one message, plain data, per report.
import type { ReportDocument } from '../../pdf/document.js';
import { matchDocument, type MatchRequest } from './match.js';
import { natalDocument, type NatalRequest } from './natal.js';
import { horoscopeDocument, type HoroscopeRequest } from './vedic.js';

export type PdfTask = { report: 'horoscope'; request: HoroscopeRequest } | { report: 'match'; request: MatchRequest } | { report: 'natal'; request: NatalRequest };

export function reportDocument(task: PdfTask): ReportDocument {
  switch (task.report) {
    case 'horoscope':
      return horoscopeDocument(task.request);
    case 'match':
      return matchDocument(task.request);
    case 'natal':
      return natalDocument(task.request);
  }
}
