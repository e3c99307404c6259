import { type CertificateContent, type CertificateDesign, certificatePdf, prepareDesign, type SourceDesign } from './certificates.pdf';

/**
 * The renderer's side of certificates.render-pool.ts, run in a worker thread: one task is one certificate.
 * A batch's design arrives with every task as shared memory (not copied); its images are prepared once per
 * worker and batch, and the last few batches are kept.
 */

/** One certificate to render: the batch it belongs to, the batch's design and its own data. */
export interface RenderTask {
  batch: string;
  design: SourceDesign;
  content: CertificateContent;
  /** Shared memory the PDF is written into when it fits (the ZIP's slots: certificates.delivery.ts). */
  into?: Uint8Array;
}

const KEPT_BATCHES = 4;
const designs = new Map<string, Promise<CertificateDesign>>();

function designOf(task: RenderTask): Promise<CertificateDesign> {
  let design = designs.get(task.batch);
  if (!design) {
    design = prepareDesign(task.design);
    if (designs.size >= KEPT_BATCHES) designs.delete(designs.keys().next().value as string);
    designs.set(task.batch, design);
  }
  return design;
}

/** Renders one certificate (the worker file moves its bytes to the server's thread). */
export async function renderTask(task: RenderTask): Promise<Uint8Array> {
  const pdf = await certificatePdf(await designOf(task), task.content);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
