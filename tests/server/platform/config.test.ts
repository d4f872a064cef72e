import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const run = promisify(execFile);

const S3 = {
  STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_BUCKET: 'chartpulse-uploads',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'example/secret',
};

describe('configuration', () => {
  it('applies docs/configuration.md defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolSize: 30,
      musicSource: 'demo',
      aiProvider: 'builtin',
      refreshIntervalMinutes: 1440,
      jobRunner: 'inline',
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      spotifyApiUrl: 'https://api.spotify.com/v1',
      spotifyAccountsUrl: 'https://accounts.spotify.com',
      serveSourceMaps: false,
      webhookAllowHttp: false,
      webhookAllowPrivate: false,
      alertsInboxRetentionDays: 180,
      webhookDeliveryRetentionDays: 30,
    });
  });

  it('opens plain http and private webhook addresses with two switches, http following private unless set', () => {
    expect(loadConfig({ WEBHOOK_ALLOW_HTTP: 'true' })).toMatchObject({
      webhookAllowHttp: true,
      webhookAllowPrivate: false,
    });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' })).toMatchObject({
      webhookAllowHttp: true,
      webhookAllowPrivate: true,
    });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_ALLOW_HTTP: 'false' })).toMatchObject({
      webhookAllowHttp: false,
      webhookAllowPrivate: true,
    });
  });

  it('derives choices from what is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/chartpulse',
      SPOTIFY_CLIENT_ID: 'id',
      SPOTIFY_CLIENT_SECRET: 'secret',
      GEOIP_COUNTRY_HEADER: 'CF-IPCountry',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://chartpulse.example/',
      SERVE_SOURCE_MAPS: 'true',
    });
    expect(config).toMatchObject({
      serveSourceMaps: true,
      jobRunner: 'pg-boss',
      musicSource: 'spotify',
      geoipCountryHeader: 'cf-ipcountry',
      seedDemo: false,
      publicUrl: 'https://chartpulse.example',
    });
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be <=65535/],
    [{ PUBLIC_URL: 'localhost' }, /^Invalid configuration: PUBLIC_URL /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ MUSIC_SOURCE: 'spotify' }, /SPOTIFY_CLIENT_ID/],
    [
      { MUSIC_SOURCES: 'deezer,spotify' },
      /^Invalid configuration: SPOTIFY_CLIENT_ID .* MUSIC_SOURCES=deezer,spotify$/,
    ],
    [
      { MUSIC_SOURCES: 'apple' },
      /^Invalid configuration: MUSIC_SOURCES must be "demo" alone or a comma list of spotify and deezer \(got "apple"\)$/,
    ],
    [{ MUSIC_SOURCES: 'demo,deezer' }, /^Invalid configuration: MUSIC_SOURCES must be "demo" alone/],
    [{ MUSIC_SOURCES: ' , ' }, /^Invalid configuration: MUSIC_SOURCES /],
    [
      { MUSIC_SOURCE: 'deezer', MUSIC_SOURCES: 'demo' },
      /^Invalid configuration: MUSIC_SOURCE=deezer contradicts/,
    ],
    [{ DEEZER_API_URL: 'ftp://deezer' }, /^Invalid configuration: DEEZER_API_URL must be an http\(s\) URL/],
    [{ ADMIN_EMAIL: 'boss@example.com' }, /ADMIN_PASSWORD is required/],
    [
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' },
      /ADMIN_PASSWORD: The password should be at least 8/,
    ],
    [{ SESSION_SECRET: 'tiny' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters$/],
    [{ JOB_RUNNER: 'pg-boss' }, /pg-boss needs DATABASE_URL/],
    [{ REFRESH_INTERVAL_MINUTES: '0' }, /REFRESH_INTERVAL_MINUTES/],
    [{ DATABASE_POOL_SIZE: '0' }, /^Invalid configuration: DATABASE_POOL_SIZE must be >=1/],
    [{ DATABASE_POOL_SIZE: 'many' }, /^Invalid configuration: DATABASE_POOL_SIZE must be a number/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ UPLOAD_QUOTA_MB: 'lots' }, /^Invalid configuration: UPLOAD_QUOTA_MB must be a number \(got "lots"\)$/],
    [{ UPLOAD_QUOTA_MB: '0' }, /^Invalid configuration: UPLOAD_QUOTA_MB must be >=1/],
    [{ UPLOAD_QUOTA_MB: '2.5' }, /^Invalid configuration: UPLOAD_QUOTA_MB must be a whole number/],
    [{ SHARE_LINK_RETENTION_DAYS: '-1' }, /^Invalid configuration: SHARE_LINK_RETENTION_DAYS must be >=0/],
    [{ REPORT_CACHE_MB: '0' }, /^Invalid configuration: REPORT_CACHE_MB must be >=1/],
    [{ STORAGE: 'gcs' }, /^Invalid configuration: STORAGE must be one of "local"\|"s3"/],
    [
      { STORAGE: 's3' },
      /^Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required when STORAGE=s3$/,
    ],
    [
      { ...S3, S3_SECRET_ACCESS_KEY: '' },
      /^Invalid configuration: S3_SECRET_ACCESS_KEY is required when STORAGE=s3$/,
    ],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /^Invalid configuration: S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...S3, S3_BUCKET: 'My_Bucket' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads MUSIC_SOURCES: demo alone, or Spotify and Deezer in any order; MUSIC_SOURCE as its alias', () => {
    const spotify = { SPOTIFY_CLIENT_ID: 'id', SPOTIFY_CLIENT_SECRET: 'secret' };
    expect(loadConfig({}).musicSources).toEqual(['demo']);
    expect(loadConfig(spotify).musicSources).toEqual(['spotify']);
    expect(loadConfig({ ...spotify, MUSIC_SOURCES: 'demo' }).musicSources).toEqual(['demo']);
    expect(loadConfig({ MUSIC_SOURCES: 'deezer' })).toMatchObject({
      musicSources: ['deezer'],
      musicSource: 'deezer',
      deezerApiUrl: 'https://api.deezer.com',
    });
    expect(loadConfig({ ...spotify, MUSIC_SOURCES: ' Deezer, spotify,deezer ' })).toMatchObject({
      musicSources: ['spotify', 'deezer'],
      musicSource: 'spotify',
    });
    expect(loadConfig({ MUSIC_SOURCE: 'deezer' }).musicSources).toEqual(['deezer']);
    expect(loadConfig({ MUSIC_SOURCE: 'deezer', MUSIC_SOURCES: 'deezer' }).musicSources).toEqual(['deezer']);
    expect(loadConfig({ DEEZER_API_URL: 'http://127.0.0.1:4010' }).deezerApiUrl).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('keeps uploads in DATA_DIR unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).uploadStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ ...S3, STORAGE: 'local' }).uploadStorage).toEqual({ kind: 'local' });
    expect(loadConfig(S3).uploadStorage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'chartpulse-uploads',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'example/secret',
    });
  });

  it('reads the upload quota (500 MB unless UPLOAD_QUOTA_MB says otherwise)', () => {
    expect(loadConfig({}).uploadQuotaMb).toBe(500);
    expect(loadConfig({ UPLOAD_QUOTA_MB: '2048' }).uploadQuotaMb).toBe(2048);
  });

  it('reads the share-link retention (30 days) and the report page cache (32 MB) unless set', () => {
    expect(loadConfig({})).toMatchObject({ shareLinkRetentionDays: 30, reportCacheMb: 32 });
    expect(loadConfig({ SHARE_LINK_RETENTION_DAYS: '0', REPORT_CACHE_MB: '256' })).toMatchObject({
      shareLinkRetentionDays: 0,
      reportCacheMb: 256,
    });
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'hunter2' })).toThrow(/^((?!hunter2).)*$/);
  });

  it('stops the server at start with exit code 1 and one clear line', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'cp-config-'));
    // A .env in the working directory is read too; the environment wins over it.
    writeFileSync(path.join(cwd, '.env'), 'PORT=also-bad\nLOG_LEVEL=silent\n');
    try {
      const failure = await run(
        process.execPath,
        [
          '--import',
          pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href,
          path.resolve('server/main.ts'),
        ],
        {
          cwd,
          // The path aliases live in the repository's tsconfig; tsx looks for one in the working folder.
          env: {
            ...process.env,
            PORT: 'not-a-port',
            DATA_DIR: cwd,
            NODE_OPTIONS: '',
            TSX_TSCONFIG_PATH: path.resolve('tsconfig.json'),
          },
        },
      ).then(
        () => null,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failure).not.toBeNull();
      expect(failure!.code).toBe(1);
      expect(failure!.stderr.trim()).toBe('Invalid configuration: PORT must be a number (got "not-a-port")');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
