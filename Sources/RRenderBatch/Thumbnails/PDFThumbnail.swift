import Foundation
import RRender
import RRenderCairo
import RRenderPDF

/// A PDF's thumbnail: page 1 drawn by Poppler at the thumbnail's size, on white paper, as
/// `pdftocairo -png -singlefile -scale-to N` draws it.
struct PDFThumbnail {
    let options: ThumbnailOptions

    func thumbnail(path: String) throws(ThumbnailError) -> Thumbnail {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            guard FileManager.default.fileExists(atPath: path) else { throw .publication(.fileNotFound(path: path)) }
            throw .publication(.unreadable(path: path, reason: error.localizedDescription))
        }
        let document: PDFDocument
        do { document = try PDFDocument(PDFData(bytes)) } catch {
            switch error {
            case .passwordRequired: throw .publication(.passwordRequired(path: path))
            case .wrongPassword: throw .publication(.wrongPassword(path: path))
            case .unreadable(let reason): throw .publication(.malformedPDF(path: path, reason: reason))
            case .popplerMissing: throw .rendering(path: path, reason: "\(error)")
            }
        }
        guard document.pageCount > 0 else { throw .noImage(path: path, reason: "the PDF has no page") }
        let page = document.pageSize(0)
        guard page.width > 0, page.height > 0 else { throw .noImage(path: path, reason: "page 1 has no size") }
        let scale = options.scale(width: page.width, height: page.height)
        let placed = PDFPainter.Placed(page: 0, frame: Rect(x: 0, y: 0, width: page.width, height: page.height))
        // pdftocairo rounds the pixel size up; a fraction of a pixel stays white paper.
        let screen = Size(
            width: (page.width * scale - 1e-6).rounded(.up) / scale, height: (page.height * scale - 1e-6).rounded(.up) / scale)
        do {
            let surface = try PDFPainter().paint([placed], of: document, size: screen, scale: scale, screen: .white)
            return Thumbnail(image: surface.pixelImage(), rule: .pdfPage, href: nil, pageCount: document.pageCount)
        } catch {
            throw .rendering(path: path, reason: "\(error)")
        }
    }
}
