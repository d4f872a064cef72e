export type {
  AudienceDay,
  ListeningReads,
  KeptItem,
  PlaylistListening,
  PlaylistListeningPeriod,
  SongListening,
} from './listening-contracts';
export { readCsvTable, type CsvTable, type CsvLine } from './csv-table';
export { decimalMarkOf, parseLocaleNumber, type DecimalMark } from './locale-numbers';
export { dateOrderOf, parseExportDate, addDays, daysBetween } from './export-dates';
export {
  EXPORT_LAYOUTS,
  IMPORT_KINDS,
  headerToken,
  type ImportKind,
  type LayoutField,
} from './export-layouts';
export { placeColumns, type ColumnMapping, type ColumnPlacement } from './place-columns';
export {
  parseExport,
  rowKey,
  MAX_COLUMNS,
  type ExportProblem,
  type ExportRow,
  type ExportValue,
} from './parse-export';
export { importPeriod, DEFAULT_PERIOD_DAYS, MAX_PERIOD_DAYS, type ImportPeriod } from './import-period';
export {
  demoS4aExports,
  type DemoExports,
  type DemoExportsInput,
  type DemoPeriodExports,
} from './demo-s4a-exports';
export * from './listening-answers';
export {
  followersAtPeriods,
  type FollowerReading,
  type PeriodFollowers,
} from './period-followers';
export {
  normalizedIsrc,
  normalizedName,
  type SongToMatch,
  songMatcher,
  type TrackToMatch,
} from './match-songs';
export { importedMessage, MAX_SONG_NAME, songNameProblem } from './import-wording';
