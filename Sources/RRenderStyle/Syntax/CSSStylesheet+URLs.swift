import Foundation
import RRenderCore

extension CSSStylesheet {
    /// The sheet with every `url()` of its style rules resolved against `base`, the href of the
    /// sheet (or of the document holding a `<style>`): a relative URL means the sheet's folder,
    /// not the document's (CSS Values 4 §4.5.1). Resolved URLs are written from the container root
    /// (`/OEBPS/img/a.png`), so resolving one again changes nothing; external URLs stay as they are.
    /// `@import` and `@font-face` URLs are left alone: the loader resolves those itself.
    public func resolvingURLs(against base: String) -> CSSStylesheet {
        var sheet = self
        sheet.rules = Self.resolving(rules, base)
        return sheet
    }

    private static func resolving(_ rules: [CSSRule], _ base: String) -> [CSSRule] {
        rules.map { rule in
            switch rule {
            case .style(var style):
                guard style.declarations.contains(where: { CSSURLs.contains($0.value) }) else { return rule }
                style.declarations = CSSURLs.resolving(style.declarations, against: base)
                return .style(style)
            case .media(var media):
                media.rules = resolving(media.rules, base)
                return .media(media)
            default:
                return rule
            }
        }
    }
}

/// Resolution of `url()` values in declarations.
public enum CSSURLs {
    /// `declarations` with their URLs resolved against `base` (see `CSSStylesheet.resolvingURLs`).
    public static func resolving(_ declarations: [CSSDeclaration], against base: String) -> [CSSDeclaration] {
        declarations.map { declaration in
            guard contains(declaration.value) else { return declaration }
            var resolved = declaration
            resolved.value = resolving(declaration.value, base)
            return resolved
        }
    }

    /// True when `values` hold a URL at any depth.
    static func contains(_ values: [CSSComponentValue]) -> Bool {
        values.contains { value in
            switch value {
            case .token(.url): true
            case .function(let name, let arguments): name.equalsIgnoringASCIICase("url") || contains(arguments)
            case .block(_, let contents): contains(contents)
            case .token: false
            }
        }
    }

    private static func resolving(_ values: [CSSComponentValue], _ base: String) -> [CSSComponentValue] {
        values.map { value in
            switch value {
            case .token(.url(let url)):
                return .token(.url(resolve(url, base)))
            case .function(let name, _) where name.equalsIgnoringASCIICase("url"):
                guard let url = CSSValues.url(value) else { return value }
                return .token(.url(resolve(url, base)))
            case .function(let name, let arguments):
                return .function(name: name, arguments: resolving(arguments, base))
            case .block(let kind, let contents):
                return .block(kind, resolving(contents, base))
            case .token:
                return value
            }
        }
    }

    private static func resolve(_ url: String, _ base: String) -> String {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || HREF.isExternal(trimmed) || trimmed.hasPrefix("#") { return trimmed }
        return "/" + HREF.resolve(trimmed, against: base)
    }
}
