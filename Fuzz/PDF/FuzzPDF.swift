import FuzzSupport
import RRenderCore
import RRenderPDF
import RRenderPublication

/// Fuzz target: a PDF as rrender opens and draws it, through its Poppler adapter. The document
/// is opened as a publication (metadata, page sizes, outline as table of contents, the catalog
/// scan for language and direction); an encrypted one with the password "user", as
/// `--password` gives it, after the wrong-password path; then its first and last pages give
/// their links and text and are painted small, as a thumbnail, on the screen colour.
enum FuzzPDF {
    static let password = "user"
    static let screen = Size(width: 60, height: 80)
    nonisolated(unsafe) static let painter = PDFPainter()

    static func testOneInput(_ bytes: [UInt8]) {
        let publication: Publication
        var given: String?
        do {
            publication = try PDFPublication.open(bytes: bytes, name: "fuzz.pdf")
        } catch .passwordRequired {
            _ = try? PDFPublication.open(bytes: bytes, name: "fuzz.pdf", password: "not \(password)")
            guard let opened = try? PDFPublication.open(bytes: bytes, name: "fuzz.pdf", password: password) else { return }
            publication = opened
            given = password
        } catch {
            return
        }
        _ = publication.tableOfContents
        guard let container = publication.container as? PDFContainer,
            let document = try? PDFDocument(container.data, password: given), document.pageCount > 0
        else { return }
        for index in Set([0, document.pageCount - 1]) {
            let size = document.pageSize(index)
            _ = document.links(index)
            _ = document.text(index)
            let scale = min(screen.width / max(size.width, 1), screen.height / max(size.height, 1))
            let frame = Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
            _ = try? painter.paint(
                [PDFPainter.Placed(page: index, frame: frame)], of: document, size: screen, scale: 1, screen: .white)
        }
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzPDF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzPDF.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzPDFReplay {
        static func main() { FuzzReplay.main(FuzzPDF.testOneInput) }
    }
#endif
