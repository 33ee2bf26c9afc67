import RRenderCore
import RRenderPublication
import RRenderStyle
import RRenderXML

extension ResourceLoader {
    /// The document's author stylesheets in cascade order: `<link rel=stylesheet>` and `<style>`
    /// in document order, each preceded by the sheets it `@import`s (CSS Cascade 4 §2).
    func authorSheets(of root: DOMElement, documentHREF: String, diagnostics: inout [Diagnostic]) -> [CSSStylesheet] {
        var sheets: [CSSStylesheet] = []
        var elements: [DOMElement] = []
        collectStyleElements(root, into: &elements)
        for element in elements {
            if let media = element.attribute("media"), !MediaQueryList(parsing: media).matches(resolver.environment) { continue }
            if element.name == "style" {
                let location = "\(documentHREF):\(element.line)"
                let sheet = CSSParser.parseStylesheet(element.textContent, location: location)
                sheets += imports(of: sheet, baseHREF: documentHREF, depth: 0, seen: [], diagnostics: &diagnostics)
                sheets.append(sheet)
            } else if let reference = element.attribute("href"), let href = Self.resolve(reference, in: documentHREF) {
                sheets += linkedSheets(HREF.removingFragment(href), depth: 0, seen: [], diagnostics: &diagnostics)
            }
        }
        return sheets
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
    private func linkedSheets(_ href: String, depth: Int, seen: Set<String>, diagnostics: inout [Diagnostic]) -> [CSSStylesheet] {
        guard depth < 8, !seen.contains(href) else { return [] }
        guard let sheet = parsedSheet(href, diagnostics: &diagnostics) else { return [] }
        return imports(of: sheet, baseHREF: href, depth: depth + 1, seen: seen.union([href]), diagnostics: &diagnostics) + [sheet]
    }

    private func imports(of sheet: CSSStylesheet, baseHREF: String, depth: Int, seen: Set<String>,
                         diagnostics: inout [Diagnostic]) -> [CSSStylesheet] {
        sheet.imports.flatMap { rule -> [CSSStylesheet] in
            guard rule.media.queries.isEmpty || rule.media.matches(resolver.environment),
                  let href = Self.resolve(rule.url, in: baseHREF) else { return [] }
            return linkedSheets(HREF.removingFragment(href), depth: depth, seen: seen, diagnostics: &diagnostics)
        }
    }

    private func parsedSheet(_ href: String, diagnostics: inout [Diagnostic]) -> CSSStylesheet? {
        if let cached = cachedSheet(href) { return cached }
        guard let bytes = try? publication.read(href) else {
            diagnostics.append(Diagnostic(code: "css.missing", message: "stylesheet \(href) is missing", severity: .warning,
                                          location: href))
            return nil
        }
        let sheet = CSSParser.parseStylesheet(bytes: bytes, location: href)
        diagnostics += sheet.diagnostics
        cacheSheet(sheet, href: href)
        return sheet
    }
}
