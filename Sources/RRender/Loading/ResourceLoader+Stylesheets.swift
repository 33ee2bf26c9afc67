import RRenderCore
import RRenderPublication
import RRenderStyle
import RRenderXML

extension ResourceLoader {
    /// The document's author stylesheets in cascade order: `<link rel=stylesheet>` and `<style>`
    /// in document order, each preceded by the sheets it `@import`s (CSS Cascade 4 §2). Imports
    /// stop at cycles, 8 levels deep, and after `ContentLimits.maximumStylesheetsPerDocument`
    /// sheets in all (a sheet importing ten sheets that each import ten… would never end).
    func authorSheets(of root: DOMElement, documentHREF: String, diagnostics: inout [Diagnostic]) -> [CSSStylesheet] {
        var gathering = SheetGathering(documentHREF: documentHREF)
        var elements: [DOMElement] = []
        collectStyleElements(root, into: &elements)
        for element in elements {
            if let media = element.attribute("media"), !MediaQueryList(parsing: media).matches(resolver.environment) { continue }
            if element.name == "style" {
                let location = "\(documentHREF):\(element.line)"
                let sheet = CSSParser.parseStylesheet(element.textContent, location: location).resolvingURLs(
                    against: documentHREF)
                imports(of: sheet, baseHREF: documentHREF, depth: 0, seen: [], into: &gathering)
                gathering.add(sheet)
            } else if let reference = element.attribute("href"), let href = Self.resolve(reference, in: documentHREF) {
                linkedSheets(HREF.removingFragment(href), depth: 0, seen: [], into: &gathering)
            }
        }
        diagnostics += gathering.diagnostics
        return gathering.sheets
    }

    /// `<style>` elements and `<link rel="stylesheet">` (not alternate ones), in document order.
    private func collectStyleElements(_ element: DOMElement, into result: inout [DOMElement]) {
        for child in element.elementChildren {
            if child.name == "style" {
                let type = child.attribute("type")?.lowercased() ?? "text/css"
                if type == "text/css" || type.isEmpty { result.append(child) }
            } else if child.name == "link" {
                let rels = (child.attribute("rel") ?? "").lowercased().split(separator: " ")
                if rels.contains("stylesheet"), !rels.contains("alternate") { result.append(child) }
            } else if child.name != "body" || result.isEmpty {
                collectStyleElements(child, into: &result)
            }
        }
    }

    /// A linked sheet and its imports, parsed once per publication.
    private func linkedSheets(_ href: String, depth: Int, seen: Set<String>, into gathering: inout SheetGathering) {
        guard depth < 8, !seen.contains(href) else { return }
        guard gathering.hasRoom else { return gathering.refuse() }
        guard let sheet = parsedSheet(href, diagnostics: &gathering.diagnostics) else { return }
        imports(of: sheet, baseHREF: href, depth: depth + 1, seen: seen.union([href]), into: &gathering)
        gathering.add(sheet)
    }

    private func imports(
        of sheet: CSSStylesheet, baseHREF: String, depth: Int, seen: Set<String>, into gathering: inout SheetGathering
    ) {
        for rule in sheet.imports {
            guard rule.media.queries.isEmpty || rule.media.matches(resolver.environment),
                let href = Self.resolve(rule.url, in: baseHREF)
            else { continue }
            linkedSheets(HREF.removingFragment(href), depth: depth, seen: seen, into: &gathering)
        }
    }

    private func parsedSheet(_ href: String, diagnostics: inout [Diagnostic]) -> CSSStylesheet? {
        if let cached = cachedSheet(href) { return cached }
        if let unlisted = publication.unlistedResourceDiagnostic(href, usedIn: href) {
            diagnostics.append(unlisted)
            return nil
        }
        guard let bytes = try? publication.read(href) else {
            diagnostics.append(
                Diagnostic(
                    code: "css.missing", message: "stylesheet \(href) is missing", severity: .warning,
                    location: href))
            return nil
        }
        let sheet = CSSParser.parseStylesheet(bytes: bytes, location: href).resolvingURLs(against: href)
        diagnostics += sheet.diagnostics
        cacheSheet(sheet, href: href)
        return sheet
    }
}

/// The author sheets of one document as they are gathered, with a bound on their number.
private struct SheetGathering {
    let documentHREF: String
    private(set) var sheets: [CSSStylesheet] = []
    var diagnostics: [Diagnostic] = []

    init(documentHREF: String) {
        self.documentHREF = documentHREF
    }

    /// False once the document has all the sheets it may have.
    var hasRoom: Bool { sheets.count < ContentLimits.maximumStylesheetsPerDocument }

    /// Adds `sheet` when there is room, else says (once) that sheets were left out.
    mutating func add(_ sheet: CSSStylesheet) {
        guard hasRoom else { return refuse() }
        sheets.append(sheet)
    }

    /// Records that a sheet was left out, once per document.
    mutating func refuse() {
        guard !diagnostics.contains(where: { $0.code == Self.tooManyCode }) else { return }
        diagnostics.append(
            Diagnostic(
                code: Self.tooManyCode,
                message:
                    "more than \(ContentLimits.maximumStylesheetsPerDocument) style sheets (with @import); the rest are ignored",
                severity: .warning, location: documentHREF))
    }

    static let tooManyCode = "css.too-many-sheets"
}
