import { describe, expect, it } from 'vitest';
import { sniffMediaType } from '@server/landing-pages/sniff-media-type';
import { elf, gif, jpeg, mp4, png, quicktime, webm, webp, windowsExe } from './support/media-bytes';

describe('sniffMediaType', () => {
  it.each([
    ['PNG', png(), 'image/png', 'png'],
    ['JPEG', jpeg(), 'image/jpeg', 'jpg'],
    ['GIF', gif(), 'image/gif', 'gif'],
    ['WebP', webp(), 'image/webp', 'webp'],
    ['MP4', mp4(), 'video/mp4', 'mp4'],
    ['WebM', webm(), 'video/webm', 'webm'],
  ])('recognises %s from its bytes', (_name, bytes, type, extension) => {
    expect(sniffMediaType(bytes)).toEqual({ type, extension });
  });

  it('refuses executables, scripts, QuickTime, Matroska and truncated files whatever they are called', () => {
    const matroska = Buffer.from([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x82,
      0x88,
      ...Buffer.from('matroska'),
    ]);
    for (const bytes of [
      elf(),
      windowsExe(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      quicktime(),
      matroska,
      Buffer.from([0x89, 0x50, 0x4e]),
      Buffer.alloc(0),
    ]) {
      expect(sniffMediaType(bytes)).toBeNull();
    }
  });
});
