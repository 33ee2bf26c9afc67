import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderXML

/// The entry code of the layout fuzz targets (`FuzzLayoutFixed`, `FuzzLayoutPango`): an XHTML
/// document is parsed, styled with the sheets of its `<style>` elements, built into boxes, laid
/// out and paginated at a small viewport, and its first page assembled, as `ResourceLoader` and
/// `Renderer` do for a chapter (without linked sheets, fonts of the book or decoded images:
/// every image is 120×90 px).
public enum LayoutFuzzing {
    /// The viewport pages are laid out for.
    public static let viewport = Size(width: 320, height: 480)

    /// Lays `bytes` out with `shaper` and assembles its first and last pages.
    public static func layOut(_ bytes: [UInt8], shaper: any TextShaper) {
        guard let pages = paginate(bytes, shaper: shaper), pages.pageCount > 0 else { return }
        _ = pages.page(0).dump()
        _ = pages.page(pages.pageCount - 1).text
    }

    /// A document styled and built into boxes, ready to lay out with any shaper.
    public struct Boxes: Sendable {
        let root: BlockBox
        let writingMode: WritingMode
        let canvasBackground: Color?
    }

    /// The pages of the XHTML document `bytes` laid out with `shaper`; nil when it does not parse.
    public static func paginate(_ bytes: [UInt8], shaper: any TextShaper) -> PageAssembler? {
        boxes(bytes).map { paginate($0, shaper: shaper) }
    }

    /// The boxes of the XHTML document `bytes`, styled with the sheets of its `<style>` elements;
    /// nil when it does not parse.
    public static func boxes(_ bytes: [UInt8]) -> Boxes? {
        guard let document = try? DOMParser.parseXHTML(bytes, location: "fuzz.xhtml") else { return nil }
        let environment = MediaEnvironment(width: viewport.width, height: viewport.height)
        var styleElements: [DOMElement] = []
        collectStyleElements(document.root, into: &styleElements)
        let sheets = styleElements.map { CSSParser.parseStylesheet($0.textContent, location: "fuzz.xhtml:\($0.line)") }
        let styled = StyleResolver(environment: environment).style(
            document, authorSheets: sheets, location: "fuzz.xhtml",
            defaultLanguage: "en")
        let context = BoxBuildContext(resolveHREF: { $0 }, imageSize: { _ in Size(width: 120, height: 90) })
        return Boxes(
            root: BoxTreeBuilder(context: context).build(styled), writingMode: styled.body.style.writingMode,
            canvasBackground: styled.canvasBackground)
    }

    /// The pages of `boxes` laid out with `shaper`.
    public static func paginate(_ boxes: Boxes, shaper: any TextShaper) -> PageAssembler {
        let content = Rect(x: 16, y: 16, width: viewport.width - 32, height: viewport.height - 32)
        return PageAssembler.paginate(
            boxes.root, shaper: shaper, viewport: viewport, contentRect: content, writingMode: boxes.writingMode,
            canvasBackground: boxes.canvasBackground)
    }

    /// `<style>` elements in document order (at most 16, as a bound).
    private static func collectStyleElements(_ element: DOMElement, into result: inout [DOMElement]) {
        for child in element.elementChildren where result.count < 16 {
            if child.name == "style" { result.append(child) } else { collectStyleElements(child, into: &result) }
        }
    }
}
