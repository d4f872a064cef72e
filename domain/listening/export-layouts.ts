/**
 * The files an account can import (docs/product.md, "Importing your own numbers"): the three Spotify
 * for Artists exports, a song's timeline, and a tracked item's kept readings.
 */
export const IMPORT_KINDS = ['audience', 'songs', 'playlists', 'song_timeline', 'item_history'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One column an import kind reads: its name in the documented layout, the names it also goes by. */
export interface LayoutField {
  readonly name: string;
  readonly required: boolean;
  readonly type: 'date' | 'count' | 'text';
  /** Other header names (English variants and the localized exports), compared as `headerToken` does. */
  readonly aliases: readonly string[];
}

const DATE = ['date', 'day', 'datum', 'fecha', 'data', 'jour', 'tag', 'dia'];
const LISTENERS = [
  'listeners',
  'listener',
  'hörer',
  'zuhörer',
  'oyentes',
  'ouvintes',
  'auditeurs',
  'ascoltatori',
  'luisteraars',
];
const STREAMS = [
  'streams',
  'stream',
  'plays',
  'wiedergaben',
  'reproducciones',
  'écoutes',
  'ascolti',
  'reproduções',
];

const field = (
  name: string,
  type: LayoutField['type'],
  required: boolean,
  aliases: readonly string[] = [],
): LayoutField => ({ name, type, required, aliases: [name, ...aliases] });

/** Every kind's columns, in the order of its documented layout. */
export const EXPORT_LAYOUTS: Readonly<Record<ImportKind, readonly LayoutField[]>> = {
  audience: [
    field('date', 'date', true, DATE),
    field('listeners', 'count', true, LISTENERS),
    field('streams', 'count', true, STREAMS),
    field('followers', 'count', false, ['follower', 'seguidores', 'abonnés', 'abonnenten', 'follower*innen']),
  ],
  songs: [
    field('song', 'text', true, [
      'track',
      'title',
      'song title',
      'titel',
      'canción',
      'titre',
      'brano',
      'name',
    ]),
    field('listeners', 'count', true, LISTENERS),
    field('streams', 'count', true, STREAMS),
    field('saves', 'count', false, ['saved', 'gespeichert', 'guardados', 'enregistrements', 'salvataggi']),
    field('release_date', 'date', false, [
      'released',
      'veröffentlichung',
      'veröffentlichungsdatum',
      'fecha de lanzamiento',
      'date de sortie',
    ]),
    field('link', 'text', false, [
      'url',
      'uri',
      'track link',
      'track url',
      'track uri',
      'track id',
      'spotify link',
      'spotify url',
      'spotify uri',
      'spotify id',
    ]),
    field('isrc', 'text', false, ['isrc code']),
    field('artist', 'text', false, ['artists', 'artist name', 'künstler', 'artista', 'artiste']),
  ],
  playlists: [
    field('title', 'text', true, ['playlist', 'playlist name', 'name', 'titel', 'título', 'titre']),
    field('author', 'text', false, ['owner', 'curator', 'made by', 'ersteller', 'autor', 'auteur']),
    field('listeners', 'count', true, LISTENERS),
    field('streams', 'count', true, STREAMS),
    field('date_added', 'date', false, [
      'added',
      'added at',
      'hinzugefügt',
      'hinzugefügt am',
      'fecha de adición',
      'ajoutée le',
    ]),
    field('link', 'text', false, ['url', 'playlist link', 'playlist url', 'uri']),
  ],
  song_timeline: [
    field('date', 'date', true, DATE),
    field('listeners', 'count', false, LISTENERS),
    field('streams', 'count', true, STREAMS),
  ],
  item_history: [
    field('date', 'date', true, [...DATE, 'checked at', 'checked_at']),
    field('count', 'count', true, [
      'followers',
      'popularity',
      'value',
      'reading',
      'anzahl',
      'valor',
      'nombre',
    ]),
  ],
};

/** A header name as compared: lower case, accents dropped, only letters and digits kept. */
export function headerToken(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
