// Runs the fake Deezer until stopped, for a person trying a Deezer install offline:
//   node --import tsx tests/support/fake-deezer/serve.ts [port]
//   MUSIC_SOURCES=deezer DEEZER_API_URL=<the printed URL> npm start
import { DEEZER, startFakeDeezer } from './index';

const port = Number(process.argv[2] ?? process.env.FAKE_DEEZER_PORT ?? 0);
const fake = await startFakeDeezer({ port: Number.isInteger(port) && port >= 0 ? port : 0 });
console.log(`Fake Deezer listening on ${fake.url}`);
console.log(`Try: MUSIC_SOURCES=deezer DEEZER_API_URL=${fake.url} npm start`);
console.log(
  `Artist ${DEEZER.aurora} (Aurora Lane), playlists ${DEEZER.bigPlaylist}, ${DEEZER.smallPlaylist}, ${DEEZER.freshPlaylist}, curator ${DEEZER.curator}.`,
);
// Each hour the big playlist gains fans, so tracking charts move between refreshes.
setInterval(() => {
  const playlist = fake.data.playlists.find((candidate) => candidate.id === DEEZER.bigPlaylist)!;
  fake.setPlaylistFans(playlist.id, playlist.fans + 25);
}, 3_600_000).unref();
process.once('SIGINT', () => void fake.close().then(() => process.exit(0)));
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
