import { describe, expect, it } from 'vitest';
import { contentDisposition, fileName } from './pdf-file.ts';

describe('a PDF answer is named for what it is (RFC 6266)', () => {
  it('an ASCII name as it is, quoted', () => {
    expect(contentDisposition('inline', 'Photo ID.pdf')).toBe('inline; filename="Photo ID.pdf"');
    expect(contentDisposition('attachment', 'Signed lease 145 East 29th Street Apt 4B.pdf')).toBe(
      'attachment; filename="Signed lease 145 East 29th Street Apt 4B.pdf"',
    );
  });

  it('a name with more than ASCII: an ASCII fallback, and the UTF-8 name in filename*', () => {
    expect(contentDisposition('inline', 'Application package — 12 Main St, Apt 4B.pdf')).toBe(
      `inline; filename="Application package - 12 Main St, Apt 4B.pdf"; filename*=UTF-8''Application%20package%20%E2%80%94%2012%20Main%20St%2C%20Apt%204B.pdf`,
    );
    expect(contentDisposition('inline', 'Solicitud de Peña (2º).pdf')).toBe(
      `inline; filename="Solicitud de Pena (2o).pdf"; filename*=UTF-8''Solicitud%20de%20Pe%C3%B1a%20%282%C2%BA%29.pdf`,
    );
    expect(contentDisposition('inline', '申请 145 East 29th Street.pdf')).toMatch(
      /^inline; filename="__ 145 East 29th Street\.pdf"; filename\*=UTF-8''%E7%94%B3%E8%AF%B7%20145%20East%2029th%20Street\.pdf$/,
    );
  });

  it('nothing a header or a folder could misread: quotes, slashes, control characters and line breaks go', () => {
    expect(fileName('12 "Main" St / Apt 4\\B:\r\nx.pdf')).toBe('12 Main St Apt 4 B x.pdf');
    expect(contentDisposition('inline', 'a"b.pdf')).toBe('inline; filename="a b.pdf"');
    expect(fileName('/.pdf')).toBe('document.pdf');
    expect(fileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(150);
  });
});
