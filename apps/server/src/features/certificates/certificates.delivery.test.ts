import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/pdf-text';
import { certificatesZip, type ZipCertificates } from './certificates.delivery';
import { newBatch } from './certificates.render-pool';
import type { CertificateRow } from './certificates.repository';

// More than two pages of the database's reads, so entries are added while earlier ones are written: pages of
// PAGE passed in rather than the real ZIP_PAGE (hundreds of certificates are bench:certificates' work).
const PAGE = 20;
const COUNT = 2 * PAGE + 5;
const design = {
  eventName: 'Modelo ONU',
  timeZone: 'America/Bogota',
  title: 'Diploma',
  body: 'Otorgado a {{nombre}}',
  footer: 'Pie',
  logo: null,
  signatures: [],
};
const rows = Array.from(
  { length: COUNT },
  (_, i) =>
    ({
      id: `c${i}`,
      holderName: `Delegada Número ${i} Peña`,
      title: 'Participación',
      commissionName: 'Asamblea General',
      delegationName: `Delegación ${i}`,
      code: `QRM-${String(i).padStart(4, '0')}`,
      issuedAt: '2026-11-26',
    }) as unknown as CertificateRow,
);

/** The certificates, read a page at a time as from the database. */
const source: ZipCertificates = {
  ids: rows.map((row) => row.id),
  read: async (ids) => rows.filter((row) => ids.includes(row.id)),
};

/** The ZIP over a real connection. */
function download(port: number, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}${path}`, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * A slow network between the archive and the response: each chunk is held, by reference, for a few
 * milliseconds before its bytes are copied out to the client, as a socket whose peer reads slowly holds them.
 */
function slowLink(res: http.ServerResponse): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      setTimeout(() => {
        res.write(Buffer.from(chunk));
        done();
      }, 2);
    },
    final(done) {
      res.end(done);
    },
  });
}

describe('the certificates ZIP', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const batch = newBatch(design);
      const opts = { publicUrl: 'https://mun.test', byCommission: false, pageSize: PAGE };
      if (req.url === '/slow') {
        const link = slowLink(res);
        certificatesZip(batch, source, opts, () => link.writableLength === 0).pipe(link);
      } else certificatesZip(batch, source, opts, () => res.writableLength === 0).pipe(res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  // The PDFs pass through a few shared slots used again once their bytes have left: a slot reused while the
  // response still holds its bytes would send another certificate's bytes and break its entry's checksum.
  it.each([
    ['a client that reads at once', '/fast'],
    ['a slow network', '/slow'],
  ])(
    'holds every certificate whole, under its own name, for %s',
    async (_label, path) => {
      const zip = await JSZip.loadAsync(await download(port, path), { checkCRC32: true });
      const names = Object.keys(zip.files);
      // Every certificate once, in the order asked for (each holder's name ends with its number).
      expect(names.map((name) => Number(name.match(/Número (\d+) Peña/)?.[1]))).toEqual(rows.map((_, i) => i));
      for (const [i, row] of rows.entries()) {
        const pdf = (await zip.file(names[i] as string)?.async('uint8array')) as Uint8Array;
        // Every entry passed its checksum; a sample is read back (each read takes a while).
        if (i % 10) continue;
        const [page] = await extractPdfText(pdf);
        expect(page).toContain(row.holderName);
        expect(page).toContain(row.code);
      }
    },
    60_000,
  );
});
