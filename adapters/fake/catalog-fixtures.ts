// A small, realistic in-memory catalog for the fake backend (static demos and UI tests).
// Images are inline SVG so the fake never loads anything from outside the machine.
import type {
  ArtistDetails,
  ChartAnalysis,
  PlaylistInfo,
  TrackDetails,
} from '@domain/catalog/catalog-contracts';

/** A square SVG cover with the item's initials, as a data URL. */
export function coverArt(label: string, hue: number, size = 300): string {
  const initials = label
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="hsl(${hue},55%,38%)"/>` +
    `<circle cx="50" cy="50" r="30" fill="hsl(${hue},60%,55%)"/>` +
    `<text x="50" y="58" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const ARTIST_IDS = {
  aurora: '1WgXqy2Dd70QQOU7Ay074N',
  northLights: '4Z8W4fKeB5YxbusRsdQVPb',
  devMode: '7jy3rLJdDQY21OgRLCZ9sD',
  kasper: '0OdUWJ0sBjDrqHygGUXeCF',
} as const;

export const TRACK_IDS = {
  runaway: '1v7L65Lzy0j0vdpRjJewt1',
  glacier: '3n3Ppam7vgaVa1iaRUc9Lp',
  longForm: '6rqhFgbbKwnb9MLmUQDhG6',
} as const;

export const PLAYLIST_IDS = {
  morningFocus: '37i9dQZF1DXc8kgYqQLMfH',
  boosted: '2ukSJ7qUzEWtbJ9Y5dVIbX',
  newList: '5ABHKGoOzxkaa28ttQV9sE',
} as const;

export const SHORT_LINKS: Readonly<Record<string, string>> = {
  'https://spotify.link/aurora': `https://open.spotify.com/artist/${ARTIST_IDS.aurora}`,
};

const auroraCover = coverArt('Aurora Vale', 265);

export const ARTISTS: readonly ArtistDetails[] = [
  {
    id: ARTIST_IDS.aurora,
    name: 'Aurora Vale',
    profile_image: auroraCover,
    popularity: 72,
    genres: ['indie pop', 'nordic folk', 'art pop'],
    followers: 2_431_877,
    first_release: { name: 'Running Quiet', image: coverArt('Running Quiet', 200), date: '2013-05-17' },
    latest_release: {
      name: 'What Happened to the Light',
      image: coverArt('What Happened', 30),
      date: '2024-06-07',
    },
    career_longevity: 4039,
    profile_url: `https://open.spotify.com/artist/${ARTIST_IDS.aurora}`,
    collaborators: [
      { id: ARTIST_IDS.kasper, name: 'Kasper Lind', collaborations: 2 },
      { id: ARTIST_IDS.northLights, name: 'North Lights', collaborations: 5 },
    ],
    labels: ['Glassnote Records', 'Petroleum Records'],
    top_tracks: [
      { id: TRACK_IDS.runaway, name: 'Runaway', image: coverArt('Runaway', 210) },
      { id: TRACK_IDS.glacier, name: 'Glacier', image: coverArt('Glacier', 190) },
    ],
    withheld: [],
  },
  {
    id: ARTIST_IDS.northLights,
    name: 'North Lights',
    profile_image: coverArt('North Lights', 150),
    popularity: 58,
    genres: ['synthwave'],
    followers: 318_204,
    first_release: { name: 'Polar', image: coverArt('Polar', 160), date: '2017' },
    latest_release: { name: 'Night Drive', image: coverArt('Night Drive', 170), date: '2023-11' },
    career_longevity: 2375,
    profile_url: `https://open.spotify.com/artist/${ARTIST_IDS.northLights}`,
    collaborators: [{ id: ARTIST_IDS.aurora, name: 'Aurora Vale', collaborations: 5 }],
    labels: ['Neon Tide'],
    top_tracks: [{ id: TRACK_IDS.longForm, name: 'The Long Form (Extended Mix)', image: null }],
    withheld: [],
  },
  {
    id: ARTIST_IDS.kasper,
    name: 'Kasper Lind',
    profile_image: coverArt('Kasper Lind', 40),
    popularity: 41,
    genres: [],
    followers: 12_950,
    first_release: { name: 'Kasper Lind', image: coverArt('Kasper Lind', 45), date: '2022-02-11' },
    latest_release: { name: 'Kasper Lind', image: coverArt('Kasper Lind', 45), date: '2022-02-11' },
    career_longevity: 0,
    profile_url: `https://open.spotify.com/artist/${ARTIST_IDS.kasper}`,
    collaborators: [{ id: ARTIST_IDS.aurora, name: 'Aurora Vale', collaborations: 2 }],
    labels: [],
    top_tracks: [],
    withheld: [],
  },
  // A music service in Development Mode withholds followers and popularity, and this artist has no releases.
  {
    id: ARTIST_IDS.devMode,
    name: 'Quiet Harbour',
    profile_image: null,
    popularity: null,
    genres: [],
    followers: null,
    first_release: null,
    latest_release: null,
    career_longevity: null,
    profile_url: `https://open.spotify.com/artist/${ARTIST_IDS.devMode}`,
    collaborators: [],
    labels: [],
    top_tracks: [],
    withheld: ['followers', 'popularity'],
  },
  ...generatedArtists(),
];

/** Two dozen plainer artists so searches like "the" span several result pages. */
function generatedArtists(): ArtistDetails[] {
  const firsts = ['Amber', 'Silver', 'Velvet', 'Crimson', 'Golden', 'Hollow'];
  const seconds = ['Echo', 'Tide', 'Parade', 'Circuit'];
  return firsts.flatMap((first, i) =>
    seconds.map((second, j) => {
      const name = `The ${first} ${second}`;
      const id = `0${first}${second}`.padEnd(22, String((i * 4 + j) % 10));
      return {
        id,
        name,
        profile_image: coverArt(`${first} ${second}`, (i * 60 + j * 15) % 360),
        popularity: 20 + ((i * 7 + j * 11) % 60),
        genres: j % 2 === 0 ? ['alternative rock'] : ['dream pop', 'shoegaze'],
        followers: 1_000 + (i * 4 + j) * 9_731,
        first_release: { name: `${second} One`, image: null, date: `${2010 + i}` },
        latest_release: { name: `${second} Again`, image: null, date: `${2019 + j}-03-01` },
        career_longevity: (9 + j - i) * 365 + 59,
        profile_url: `https://open.spotify.com/artist/${id}`,
        collaborators: [],
        labels: ['Independent'],
        top_tracks: [],
        withheld: [],
      };
    }),
  );
}

function albumImages(label: string, hue: number) {
  return [640, 300, 64].map((size) => ({ url: coverArt(label, hue, size), width: size, height: size }));
}

export const TRACKS: readonly TrackDetails[] = [
  {
    id: TRACK_IDS.runaway,
    name: 'Runaway',
    album: {
      id: '2ODvWsOgouMbaA5xf0RkJe',
      name: 'Running Quiet',
      images: albumImages('Runaway', 210),
      release_date: '2013-05-17',
    },
    artists: [{ id: ARTIST_IDS.aurora, name: 'Aurora Vale' }],
    external_urls: { spotify: `https://open.spotify.com/track/${TRACK_IDS.runaway}` },
    duration_ms: 248_960,
    popularity: 81,
    explicit: false,
    external_ids: { isrc: 'GBUM71500987' },
    withheld: [],
  },
  {
    id: TRACK_IDS.glacier,
    name: 'Glacier',
    album: {
      id: '6xA2ZqG1pA0lpQ1ToJ9iPa',
      name: 'Glacier',
      images: albumImages('Glacier', 190),
      release_date: '2021-10',
    },
    artists: [
      { id: ARTIST_IDS.aurora, name: 'Aurora Vale' },
      { id: ARTIST_IDS.kasper, name: 'Kasper Lind' },
    ],
    external_urls: { spotify: `https://open.spotify.com/track/${TRACK_IDS.glacier}` },
    duration_ms: 201_300,
    popularity: null,
    explicit: true,
    external_ids: { isrc: 'SEXYZ2100042' },
    withheld: ['popularity'],
  },
  {
    id: TRACK_IDS.longForm,
    name: 'The Long Form (Extended Mix)',
    album: {
      id: '1YBn7ysNRm3Mvb4PApENhG',
      name: 'Night Drive',
      images: [{ url: coverArt('Long Form', 170, 640) }],
      release_date: '2023-11-03',
    },
    artists: [{ id: ARTIST_IDS.northLights, name: 'North Lights' }],
    external_urls: { spotify: `https://open.spotify.com/track/${TRACK_IDS.longForm}` },
    duration_ms: 3_845_000,
    popularity: 33,
    explicit: false,
    external_ids: { isrc: null },
    withheld: [],
  },
];

const clean: ChartAnalysis = {
  verdict: 'clean',
  confidence: 'high',
  against: [],
  reasons: ['No follower anomalies in 214 days of checks.'],
  summary: 'No follower anomalies in 214 days of checks (214 checks over 214 days).',
  events: [],
  anomalies: [],
  trend: 'growing',
};

const botted: ChartAnalysis = {
  verdict: 'likely_botted',
  confidence: 'high',
  against: [],
  reasons: [
    'A 1-day purge, -15,900, 09/03/2024 (-35% of the audience) 7 days after the burst of 02/03/2024: bought followers being removed.',
    '2 separate gains of 3% of the audience or more (1-day burst, +18,400, 02/03/2024; 6-day drip, +4,100, 15–20/05/2024): listeners rarely arrive in repeated bursts.',
  ],
  summary:
    '3 follower events in 90 checks over 89 days: 1-day burst, +18,400, 02/03/2024; 1-day purge, -15,900, 09/03/2024; 6-day drip, +4,100, 15–20/05/2024.',
  events: [
    {
      start: '2024-03-02T00:00:00.000Z',
      end: '2024-03-02T00:00:00.000Z',
      days: 1,
      net_change: 18_400,
      share_of_audience: 0.6,
      kind: 'burst',
    },
    {
      start: '2024-03-09T00:00:00.000Z',
      end: '2024-03-09T00:00:00.000Z',
      days: 1,
      net_change: -15_900,
      share_of_audience: -0.35,
      kind: 'purge',
    },
    {
      start: '2024-05-15T00:00:00.000Z',
      end: '2024-05-20T00:00:00.000Z',
      days: 6,
      net_change: 4_100,
      share_of_audience: 0.09,
      kind: 'drip',
    },
  ],
  anomalies: [
    { date: '2024-03-02', type: 'extreme', followers_change: 18_400, score: 9.7 },
    { date: '2024-03-09', type: 'extreme', followers_change: -15_900, score: 8.4 },
    { date: '2024-05-20', type: 'trend', followers_change: 4_100, score: 3.2 },
  ],
  trend: 'flat',
};

export const PLAYLISTS: readonly PlaylistInfo[] = [
  {
    id: PLAYLIST_IDS.morningFocus,
    name: 'Morning Focus',
    image: coverArt('Morning Focus', 100),
    description:
      'Calm instrumentals to start the day. Featuring <a href="spotify:artist:' +
      ARTIST_IDS.aurora +
      '">Aurora Vale</a> and <a href="">North Lights</a>.',
    spotify_url: `https://open.spotify.com/playlist/${PLAYLIST_IDS.morningFocus}`,
    total_tracks: 75,
    followers: 1_204_533,
    owner: {
      id: 'chartpulse',
      name: 'Chartpulse Editors',
      profile_url: 'https://open.spotify.com/user/chartpulse',
    },
    chart_analysis: clean,
    first_look: null,
    withheld: [],
  },
  {
    id: PLAYLIST_IDS.boosted,
    name: 'Viral Hits 2024',
    image: coverArt('Viral Hits', 0),
    description: 'The biggest songs right now. Updated daily!',
    spotify_url: `https://open.spotify.com/playlist/${PLAYLIST_IDS.boosted}`,
    total_tracks: 50,
    followers: 48_310,
    owner: {
      id: 'hitmaker_99',
      name: 'hitmaker_99',
      profile_url: 'https://open.spotify.com/user/hitmaker_99',
    },
    chart_analysis: botted,
    first_look: null,
    withheld: [],
  },
  {
    id: PLAYLIST_IDS.newList,
    name: 'Fresh Finds',
    image: null,
    description: null,
    spotify_url: `https://open.spotify.com/playlist/${PLAYLIST_IDS.newList}`,
    total_tracks: null,
    followers: null,
    withheld: ['followers'],
    owner: { id: null, name: null, profile_url: null },
    chart_analysis: {
      verdict: 'insufficient_data',
      confidence: 'high',
      against: [],
      reasons: ['Only 3 checks over 2 days: at least 7 checks over 7 days are needed.'],
      summary: 'Not enough follower history yet to judge this playlist.',
      events: [],
      anomalies: [],
      trend: null,
      coverage: {
        checks: 3,
        first_check: '2024-05-29T06:00:00.000Z',
        last_check: '2024-05-31T06:00:00.000Z',
      },
    },
    first_look: {
      label: 'first look',
      verdict: 'suspicious',
      confidence: 'low',
      reasons: [
        'Curation from one reading: 34 of its 40 dated tracks (85%) were added in the last 14 days and the median track has been on it 5 days, while its oldest track was added 412 days ago: most of it replaced within two weeks, the pattern of paid placements.',
      ],
      unseen: [
        'Follower history: only 3 checks so far, too few to see bursts, drips and purges.',
        'Tracks removed before this reading, and how long they stayed: that needs a second reading.',
        "Its artists' audiences: known for 12 of its 31 lead artists.",
        "Its curator's other playlists: none is known here.",
      ],
      read_at: '2024-05-31T06:00:00.000Z',
      verdict_ready_by: '2024-06-05T06:00:00.000Z',
      tracked: true,
      figures: {
        tracks_read: 40,
        dated_tracks: 40,
        additions_per_week: 9,
        recent_share: 0.85,
        median_stay_days: 5,
        oldest_stay_days: 412,
        median_artist_followers: 2400,
        artists_known: 12,
        artists: 31,
        followers_per_day: null,
      },
    },
  },
];
