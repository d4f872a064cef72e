import type { ChartVerdict } from '../catalog/catalog-contracts';
import type { FirstLookFigures } from '../catalog/first-look-contracts';
import { formatCount } from '../formatting/numbers';
import { plural } from '../formatting/plural';
import { RECENT_DAYS } from './first-look-figures';

/** What a first look weighs, each at one of two strengths. */
export type FirstLookSignalName = 'rotation' | 'audience' | 'growth' | 'curator';
export interface FirstLookSignal {
  readonly name: FirstLookSignalName;
  readonly strong: boolean;
  readonly reason: string;
}

/** A curator's other playlist as the install knows it: its followers and its follower verdict. */
export interface CuratorPlaylist {
  readonly followers: number | null;
  readonly verdict: ChartVerdict | null;
}

/** Rotation needs this many dated tracks, and an oldest track older than YOUNG_DAYS to tell it from a new list. */
export const MIN_ROTATION_TRACKS = 10;
export const YOUNG_DAYS = 28;
/** Paid placements: half the tracks added in the last 14 days and a median track on it at most 14 days… */
const ROTATION_SHARE = 0.5;
const ROTATION_MEDIAN_DAYS = 14;
/** …strong at three quarters and at most 10 days. */
const STRONG_ROTATION_SHARE = 0.75;
const STRONG_ROTATION_MEDIAN_DAYS = 10;

/** Audiences are weighed with at least this many known lead artists, and this share of them. */
export const MIN_KNOWN_ARTISTS = 5;
const MIN_KNOWN_SHARE = 0.3;
/** Below this many followers a playlist is too small for its artists' audiences to say anything. */
const MIN_AUDIENCE_FOLLOWERS = 1000;
/** Bought audiences: a median lead artist this small against followers this many times theirs… */
const SMALL_ARTISTS = 2000;
const AUDIENCE_RATIO = 10;
/** …strong when smaller still and further apart. */
const TINY_ARTISTS = 500;
const STRONG_AUDIENCE_RATIO = 50;

/** Fast growth: at least this many followers, gained at this many a day of its age (strong at the second). */
const GROWTH_FOLLOWERS = 10_000;
const GROWTH_PER_DAY = 300;
const STRONG_GROWTH_PER_DAY = 1000;

/** Whether the contents show a rotation, and the sentence saying so. */
export function rotationSignal(figures: FirstLookFigures): FirstLookSignal | null {
  const {
    dated_tracks: dated,
    recent_share: share,
    median_stay_days: stay,
    oldest_stay_days: oldest,
  } = figures;
  if (dated < MIN_ROTATION_TRACKS || share === null || stay === null || oldest === null) return null;
  if (oldest <= YOUNG_DAYS || share < ROTATION_SHARE || stay > ROTATION_MEDIAN_DAYS) return null;
  const recent = Math.round(share * dated);
  return {
    name: 'rotation',
    strong: share >= STRONG_ROTATION_SHARE && stay <= STRONG_ROTATION_MEDIAN_DAYS,
    reason: `Curation from one reading: ${recent} of its ${plural(dated, 'dated track')} (${percent(share)}) were added in the last ${RECENT_DAYS} days and the median track has been on it ${plural(Math.round(stay), 'day')}, while its oldest track was added ${plural(Math.round(oldest), 'day')} ago: most of it replaced within two weeks, the pattern of paid placements.`,
  };
}

/** Whether its lead artists' known audiences are far smaller than its own. */
export function audienceSignal(figures: FirstLookFigures, followers: number | null): FirstLookSignal | null {
  const artists = figures.median_artist_followers;
  if (!audienceWeighable(figures, followers) || artists === null || followers === null) return null;
  const ratio = followers / Math.max(artists, 1);
  if (artists > SMALL_ARTISTS || ratio < AUDIENCE_RATIO) return null;
  return {
    name: 'audience',
    strong: artists <= TINY_ARTISTS && ratio >= STRONG_AUDIENCE_RATIO,
    reason: `Audience: ${plural(followers, 'follower')}, yet the median of its ${plural(figures.artists_known, 'lead artist')} with a known audience has ${plural(artists, 'follower')} (${formatCount(ratio)} times fewer): listeners rarely gather around artists almost nobody follows.`,
  };
}

/** Whether its artists' audiences are as large as its own, which explains its size. */
export function audienceExplainsSize(figures: FirstLookFigures, followers: number | null): boolean {
  const artists = figures.median_artist_followers;
  return (
    audienceWeighable(figures, followers) &&
    artists !== null &&
    followers !== null &&
    artists * 2 >= followers
  );
}

function audienceWeighable(figures: FirstLookFigures, followers: number | null): boolean {
  return (
    followers !== null &&
    followers >= MIN_AUDIENCE_FOLLOWERS &&
    figures.artists_known >= MIN_KNOWN_ARTISTS &&
    figures.artists_known >= MIN_KNOWN_SHARE * figures.artists
  );
}

/**
 * Whether it holds more followers than its age (dated by its oldest track) lets listeners bring, with
 * lead artists whose known audiences are far too small to explain them.
 */
export function growthSignal(figures: FirstLookFigures, followers: number | null): FirstLookSignal | null {
  const { oldest_stay_days: oldest, followers_per_day: perDay } = figures;
  if (followers === null || oldest === null || perDay === null) return null;
  if (oldest <= YOUNG_DAYS || followers < GROWTH_FOLLOWERS || perDay < GROWTH_PER_DAY) return null;
  // Its size alone is no sign: large organic playlists replace their tracks too. It is one when
  // its artists' audiences are known and far smaller than its own (AUDIENCE_RATIO times).
  const artists = figures.median_artist_followers;
  if (!audienceWeighable(figures, followers) || artists === null) return null;
  if (followers < AUDIENCE_RATIO * Math.max(artists, 1)) return null;
  return {
    name: 'growth',
    strong: perDay >= STRONG_GROWTH_PER_DAY,
    reason: `Size against age: ${plural(followers, 'follower')} while its oldest track was added ${plural(Math.round(oldest), 'day')} ago: about ${plural(perDay, 'follower')} a day if it is no older, faster than listeners gather without a feature.`,
  };
}

/** Whether the curator's other playlists the install grades include botted ones. */
export function curatorSignal(others: readonly CuratorPlaylist[] | null): FirstLookSignal | null {
  if (others === null) return null;
  const graded = others.filter((other) => other.verdict !== null && other.verdict !== 'insufficient_data');
  const botted = graded.filter((other) => other.verdict === 'likely_botted').length;
  if (botted === 0) return null;
  return {
    name: 'curator',
    strong: botted >= 2,
    reason: `Curator: ${botted} of the ${plural(graded.length, 'other playlist')} of its curator graded here ${botted === 1 ? 'is' : 'are'} likely botted by their follower history.`,
  };
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
