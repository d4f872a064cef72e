import type { AccountsTables } from '../accounts/tables';
import type { AlertsTables } from '../alerts/tables';
import type { AnalysisTables } from '../analysis/tables';
import type { DataSourcesTables } from '../data-sources/tables';
import type { HttpTables } from '../http/tables';
import type { ItemLinksTables } from '../item-links/tables';
import type { LandingPageTables } from '../landing-pages/tables';
import type { ListeningTables } from '../listening/tables';
import type { SiteTables } from '../site/tables';
import type { TelegramTables } from '../telegram/tables';
import type { TrackingTables } from '../tracking/tables';

/** Every table of the database: each feature declares its own in its `tables.ts`. */
export type DB = AccountsTables &
  SiteTables &
  TrackingTables &
  TelegramTables &
  AnalysisTables &
  LandingPageTables &
  HttpTables &
  AlertsTables &
  DataSourcesTables &
  ItemLinksTables &
  ListeningTables;
