// Numbers of the demo catalog as functions of time: organic logistic growth with a weekly rhythm
// and day-level noise; bot campaigns (ramp, plateau, purge) on some playlists; features that bring
// followers who stay while the featured track goes viral; playlist contents that rotate on the
// curator's cadence. Values move smoothly within a day.
import {
  type DayNumber,
  type DemoAlbum,
  type DemoArtist,
  type DemoPlaylist,
  type DemoTrack,
  type GrowthCurve,
  dayFraction,
  dayOf,
  isoDay,
} from './demo-model';
import { hashUnit } from './seeded-random';

/** Weekly rhythm: effective time runs faster on Fridays to Sundays (monotone: amplitude < 7 / 2π). */
function rhythmicTime(elapsed: number): number {
  return elapsed + 0.8 * Math.sin((2 * Math.PI * elapsed) / 7);
}

function organicOnDay(curve: GrowthCurve, day: DayNumber, noiseKey: string): number {
  const elapsed = day - curve.startDay;
  if (elapsed < 0) return 0;
  const time = rhythmicTime(elapsed);
  const { initial, ceiling, rate, drift } = curve;
  const logistic = ceiling / (1 + ((ceiling - initial) / initial) * Math.exp(-rate * time));
  const trend = Math.max(-0.6 * logistic, ceiling * drift * elapsed);
  const dailyGrowth = rate * logistic * (1 - logistic / ceiling);
  const daily = Math.max(1, 0.4 * dailyGrowth + 0.0002 * logistic);
  const noise = (hashUnit(noiseKey, day) - 0.5) * daily;
  return Math.max(0, logistic + trend + noise);
}

function botOnDay(playlist: DemoPlaylist, day: DayNumber): number {
  let total = 0;
  for (const burst of playlist.botBursts) {
    const since = day - burst.day;
    if (since < 0) continue;
    const bought = burst.size * Math.min(1, (since + 1) / burst.rampDays);
    const purgeStart = burst.rampDays + burst.plateauDays;
    const purged =
      since < purgeStart ? 0 : burst.size * burst.purgeShare * Math.min(1, (since - purgeStart + 1) / 2);
    total += bought - purged;
  }
  return total;
}

function featuredOnDay(playlist: DemoPlaylist, day: DayNumber): number {
  let total = 0;
  for (const feature of playlist.features ?? []) {
    const since = day - feature.day;
    if (since >= 0) total += feature.followers * Math.min(1, (since + 1) / feature.rampDays);
  }
  return total;
}

/** Points a track's viral moments add on `day`: a climb over the ramp, then a linear settle. */
function viralOnDay(track: DemoTrack, day: DayNumber): number {
  let total = 0;
  for (const moment of track.viralMoments ?? []) {
    const since = day - moment.day;
    if (since < 0) continue;
    const settling = since - moment.rampDays;
    total +=
      settling < 0
        ? moment.points * ((since + 1) / (moment.rampDays + 1))
        : moment.points * Math.max(0, 1 - settling / moment.decayDays);
  }
  return total;
}

function interpolate(at: Date, valueOn: (day: DayNumber) => number): number {
  const day = dayOf(at);
  const today = valueOn(day);
  return today + (valueOn(day + 1) - today) * dayFraction(at);
}

export function artistFollowersAt(artist: DemoArtist, at: Date): number {
  return Math.round(interpolate(at, (day) => organicOnDay(artist.followers, day, artist.id)));
}

/** 0–100, drifting by the artist's yearly trend with a seasonal swing. */
export function artistPopularityAt(artist: DemoArtist, at: Date): number {
  const day = dayOf(at);
  if (day < artist.followers.startDay) return 0;
  const years = (day - artist.followers.startDay) / 365;
  const seasonal = 2.5 * Math.sin((2 * Math.PI * day) / 365 + artist.basePopularity);
  const wobble = (hashUnit(artist.id, 'popularity', Math.floor(day / 3)) - 0.5) * 2;
  return clampPopularity(
    artist.basePopularity + artist.popularityTrend * Math.min(years, 3) + seasonal + wobble,
  );
}

/** Peaks after release and settles below the artist's level; 0 before release. */
export function trackPopularityAt(track: DemoTrack, album: DemoAlbum, artist: DemoArtist, at: Date): number {
  const age = dayOf(at) - album.releaseDay;
  if (age < 0) return 0;
  const launch = age < 120 ? 8 * (1 - age / 120) : 0;
  const decay = Math.min(12, age / 120);
  const viral = viralOnDay(track, dayOf(at));
  return clampPopularity(artistPopularityAt(artist, at) + track.appeal + launch - decay + viral);
}

export function playlistFollowersAt(playlist: DemoPlaylist, at: Date): number {
  return Math.round(
    interpolate(at, (day) =>
      day < playlist.createdDay
        ? 0
        : organicOnDay(playlist.followers, day, playlist.id) +
          botOnDay(playlist, day) +
          featuredOnDay(playlist, day),
    ),
  );
}

export interface DemoPlaylistEntry {
  readonly trackId: string;
  readonly addedAt: string;
}

export interface DemoPlaylistContents {
  readonly entries: readonly DemoPlaylistEntry[];
  /** Number of curator updates so far: the snapshot changes with it. */
  readonly revision: number;
}

/**
 * The playlist as it stands at `at`: an initial fill, then `addsPerUpdate` tracks every
 * `cadenceDays`, the oldest leaving once `capacity` is reached (but for its `anchors`, which stay).
 */
export function playlistContentsAt(playlist: DemoPlaylist, at: Date): DemoPlaylistContents {
  const day = dayOf(at);
  if (day < playlist.createdDay) return { entries: [], revision: 0 };
  const updates =
    playlist.cadenceDays === 0 ? 0 : Math.floor((day - playlist.createdDay) / playlist.cadenceDays);
  const totalAdded = playlist.initialSize + updates * playlist.addsPerUpdate;
  const entries: DemoPlaylistEntry[] = [];
  const anchors = Math.min(playlist.anchors ?? 0, playlist.initialSize, playlist.capacity);
  const rotatingFrom = Math.max(anchors, totalAdded - (playlist.capacity - anchors));
  const indices = [
    ...Array.from({ length: Math.min(anchors, rotatingFrom) }, (_unused, index) => index),
    ...Array.from(
      { length: Math.max(0, totalAdded - rotatingFrom) },
      (_unused, offset) => rotatingFrom + offset,
    ),
  ];
  for (const index of indices) {
    const update =
      index < playlist.initialSize
        ? 0
        : 1 + Math.floor((index - playlist.initialSize) / playlist.addsPerUpdate);
    const addedDay = playlist.createdDay + update * playlist.cadenceDays;
    const poolIndex = (playlist.poolStart + index * playlist.poolStep) % playlist.pool.length;
    entries.push({ trackId: playlist.pool[poolIndex]!, addedAt: addedInstant(playlist.id, addedDay, index) });
  }
  return { entries, revision: updates };
}

function addedInstant(playlistId: string, day: DayNumber, index: number): string {
  const seconds = Math.floor(hashUnit(playlistId, day) * 36_000) + 28_800 + index * 7;
  const time = new Date(Date.UTC(1970, 0, 1) + seconds * 1000).toISOString().slice(11, 19);
  return `${isoDay(day)}T${time}Z`;
}

function clampPopularity(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}
