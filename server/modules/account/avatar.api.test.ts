// POST /upload/user-avatar: what it stores, and the files it refuses.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AvatarDataSchema, MeDataSchema } from '../../../contract/account.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { multipart, type Part } from '../../../tests/support/multipart.ts';
import { UNSUPPORTED_IMAGE_MESSAGE } from './avatar.ts';

let a: SignedIn;
let b: SignedIn;

const t = useTestApp();
beforeAll(async () => {
  [a, b] = await Promise.all([signUpCustomer(t.app), signUpCustomer(t.app)]);
});

const upload = async (who: SignedIn | undefined, parts: Part[]) => {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload/user-avatar',
    headers: { ...(who?.auth ?? {}), 'content-type': contentType },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { error?: string },
  };
};

const avatar = (data: Buffer, filename = 'me.png', contentType = 'image/png'): Part => ({
  field: 'avatar',
  filename,
  contentType,
  data,
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 168, g: 75, b: 35 } } })
    .png()
    .toBuffer();

/** A real PNG header announcing width × height, with a tiny (and incomplete) image body. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The file behind an avatar URL (http://api.test/media/avatars/…), read through the API's static route. */
const fetchAvatar = async (url: string) => {
  const path = new URL(url).pathname;
  const response = await t.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.rawPayload, type: response.headers['content-type'] };
};

describe('accepted images', () => {
  it('stores a square 512 px WebP without metadata and returns its URL', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 29, g: 90, b: 88 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Camera Owner' } })
      .toBuffer();
    expect(photo.includes(Buffer.from('secret-exif-marker'))).toBe(true);
    const res = await upload(a, [avatar(photo, 'holiday.jpg', 'image/jpeg')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = envelope(AvatarDataSchema).parse(res.body);
    expect(data.avatar_url).toMatch(/^http:\/\/api\.test\/media\/avatars\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);
    expect(data.user.avatar_url).toBe(data.avatar_url);

    const stored = await fetchAvatar(data.avatar_url);
    expect(stored.status).toBe(200);
    const metadata = await sharp(stored.body).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.body.includes(Buffer.from('secret-exif-marker'))).toBe(false);

    const me = envelope(MeDataSchema).parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: a.auth })).json(),
    );
    expect(me.data.user.avatar_url).toBe(data.avatar_url);
  });

  it('accepts PNG and WebP by content, whatever the file name says, and replaces the old file', async () => {
    const first = envelope(AvatarDataSchema).parse(
      (await upload(b, [avatar(await png(300, 300), 'x.jpeg', 'image/jpeg')])).body,
    );
    const webp = await sharp({ create: { width: 200, height: 400, channels: 4, background: '#e6d8c2' } })
      .webp()
      .toBuffer();
    const second = envelope(AvatarDataSchema).parse(
      (await upload(b, [avatar(webp, 'avatar', 'application/octet-stream')])).body,
    );
    expect(second.data.avatar_url).not.toBe(first.data.avatar_url);
    expect((await fetchAvatar(first.data.avatar_url)).status).toBe(404);
    expect((await fetchAvatar(second.data.avatar_url)).status).toBe(200);
  });

  it('re-encodes a polyglot (a PNG carrying a script) into a clean image', async () => {
    const polyglot = Buffer.concat([
      await png(64, 64),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await upload(a, [avatar(polyglot, 'cute.png', 'text/html')]);
    expect(res.status).toBe(200);
    const stored = await fetchAvatar(envelope(AvatarDataSchema).parse(res.body).data.avatar_url);
    expect(stored.type).toBe('image/webp');
    expect(stored.body.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('refused files', () => {
  it('a text file renamed .png', async () => {
    const res = await upload(a, [
      avatar(Buffer.from('just some text, not an image\n'), 'photo.png', 'image/png'),
    ]);
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(UNSUPPORTED_IMAGE_MESSAGE);
  });

  it('an SVG (it can carry script)', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload(a, [avatar(Buffer.from(svg), 'me.svg', 'image/svg+xml')])).status).toBe(415);
    expect(
      (
        await upload(a, [
          avatar(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"/>`), 'me.png', 'image/png'),
        ])
      ).status,
    ).toBe(415);
  });

  it('GIF and other formats', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(a, [avatar(gif, 'me.gif', 'image/gif')])).status).toBe(415);
  });

  it('a PNG bomb: small file, enormous declared dimensions, refused from the header', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const res = await upload(a, [avatar(bomb, 'bomb.png', 'image/png')]);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('The image is too big: at most 4096 × 4096 pixels.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await upload(a, [avatar(pngDeclaring(5000, 10), 'wide.png')])).status).toBe(422);
  });

  it('an image of more than 4096 pixels on a side', async () => {
    const res = await upload(a, [avatar(await png(4097, 8), 'wide.png')]);
    expect(res.status).toBe(422);
  });

  it('more than 5 MB', async () => {
    const big = Buffer.concat([await png(16, 16), randomBytes(5 * 1024 * 1024)]);
    const res = await upload(a, [avatar(big, 'big.png')]);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The image is too large: at most 5 MB.');
  });

  it('a file with image magic bytes that is not a readable image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html>not really a jpeg</html>'),
    ]);
    const res = await upload(a, [avatar(fake, 'x.jpg', 'image/jpeg')]);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('The file is not a readable image.');
  });

  it('the wrong field name, no file, or not multipart at all', async () => {
    const wrong = await upload(a, [
      { field: 'photo', filename: 'me.png', contentType: 'image/png', data: await png(20, 20) },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("The image must be sent in the field 'avatar', not 'photo'.");
    const none = await upload(a, [{ field: 'note', data: 'hello' }]);
    expect(none.status).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/user-avatar',
      headers: a.auth,
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('an empty file', async () => {
    expect((await upload(a, [avatar(Buffer.alloc(0))])).status).toBe(400);
  });

  it('a multipart body without a boundary, or cut short, names the problem', async () => {
    const send = (contentType: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/upload/user-avatar',
        headers: { ...a.auth, 'content-type': contentType },
        payload,
      });
    const { payload, contentType } = multipart([avatar(await png(30, 30))]);

    const noBoundary = await send('multipart/form-data', payload);
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({
      success: false,
      error: 'The upload is not valid multipart/form-data: the Content-Type header names no boundary.',
      code: 'bad_request',
    });

    // The file's part begins but the body ends inside it, before the closing boundary.
    const cutShort = await send(contentType, payload.subarray(0, Math.floor(payload.length / 2)));
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toEqual({
      success: false,
      error: 'The upload is not valid multipart/form-data: the body ends before its closing boundary.',
      code: 'bad_request',
    });

    // Only the headers of the part arrive.
    const headersOnly = await send(contentType, payload.subarray(0, payload.indexOf('\r\n\r\n') + 4));
    expect(headersOnly.statusCode).toBe(400);
    expect(headersOnly.json().error).toBe(
      'The upload is not valid multipart/form-data: the body ends before its closing boundary.',
    );

    // A boundary that never appears in the body.
    const wrongBoundary = await send('multipart/form-data; boundary=nowhere', payload);
    expect(wrongBoundary.statusCode).toBe(400);
    expect(wrongBoundary.json().code).toBe('bad_request');
  });
});

describe('who may upload', () => {
  it('needs a signed-in customer with write:profile', async () => {
    const anonymous = await upload(undefined, [avatar(await png(20, 20))]);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.isAuthError).toBe(true);
    const limited = await signUpCustomer(t.app, {}, { scope: 'openid profile email read:profile' });
    expect((await upload(limited, [avatar(await png(20, 20))])).status).toBe(403);
  });

  it("never changes another customer's avatar", async () => {
    const mine = envelope(AvatarDataSchema).parse((await upload(a, [avatar(await png(40, 40))])).body).data
      .avatar_url;
    await upload(b, [avatar(await png(50, 50))]);
    const meA = envelope(MeDataSchema).parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: a.auth })).json(),
    );
    expect(meA.data.user.avatar_url).toBe(mine);
    expect((await fetchAvatar(mine)).status).toBe(200);
  });
});
