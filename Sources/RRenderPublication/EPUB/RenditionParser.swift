import RRenderCore
import RRenderXML

/// Reads the package's rendition properties (EPUB 3.3 §8.2 "Layout rendering control",
/// epub-rs-33 §8) and the spine's per-item overrides of them.
///
/// Package-level values (`meta property="rendition:…"` refining nothing): the first valid one
/// wins; an unknown value, a repeated property or a deprecated value is a diagnostic. Spine
/// `itemref` overrides become Readium's legacy `Link.properties` keys: `spread`, `overflow`
/// (from `rendition:flow-*`), `orientation`, and rrender's `alignXCenter`.
struct RenditionParser {
    let package: PackageDocument

    /// The package-level values and what was forgiven reading them.
    struct Output {
        var layout: Layout?
        var spread: Spread?
        var orientation: Orientation?
        var flow: RenditionFlow?
        var viewport: Size?
        var diagnostics: [Diagnostic] = []
    }

    /// Sets the rendition values of `metadata` and adds the diagnostics of the package's and the
    /// spine's rendition properties.
    func apply(to metadata: inout Metadata, diagnostics: inout [Diagnostic]) {
        let output = parse()
        // Without a valid `rendition:layout`, MetadataParser's fallback (Apple's display options) stays.
        if let layout = output.layout { metadata.layout = layout }
        metadata.spread = output.spread
        metadata.orientation = output.orientation
        metadata.flow = output.flow
        metadata.viewport = output.viewport
        diagnostics += output.diagnostics + spineDiagnostics()
        if metadata.layout == .scrolled { diagnostics += rollOverrideDiagnostics() }
    }

    /// A roll's items take no layout override (EPUB 3.4 draft): each one found is ignored.
    func rollOverrideDiagnostics() -> [Diagnostic] {
        package.spine.compactMap { itemref in
            itemref.properties.first { $0.hasPrefix("rendition:layout-") }.map {
                Diagnostic(
                    code: "epub.rendition-invalid",
                    message: "spine itemref '\(itemref.idref)': '\($0)' ignored in a roll layout",
                    severity: .warning, location: package.href)
            }
        }
    }

    /// The package-level values, with their diagnostics.
    func parse() -> Output {
        var output = Output()
        let metas = (package.metadata?.descendants(named: "meta") ?? []).filter { $0.attribute("refines") == nil }
        func values(_ property: String) -> [String] {
            metas.filter { $0.attribute("property")?.trimmingWhitespace() == property }.map {
                $0.textContent.trimmingWhitespace()
            }
        }
        let location = package.href
        output.layout = Self.first("rendition:layout", values("rendition:layout"), Self.layout, location, &output.diagnostics)
        output.spread = Self.first("rendition:spread", values("rendition:spread"), Self.spread, location, &output.diagnostics)
        output.orientation = Self.first(
            "rendition:orientation", values("rendition:orientation"),
            { Orientation(rawValue: $0) }, location, &output.diagnostics)
        output.flow = Self.first(
            "rendition:flow", values("rendition:flow"), { RenditionFlow(rawValue: $0) }, location, &output.diagnostics)
        output.viewport = Self.first(
            "rendition:viewport", values("rendition:viewport"),
            ViewportMeta.size(content:), location, &output.diagnostics)
        if values("rendition:spread").first(where: { Self.spread($0) != nil }) == "portrait" {
            output.diagnostics.append(
                Diagnostic(
                    code: "epub.rendition-deprecated",
                    message: "rendition:spread 'portrait' is deprecated; read as 'both' (EPUB 3.3 §8.2.2.4)",
                    severity: .info, location: location))
        }
        if output.viewport != nil {
            output.diagnostics.append(
                Diagnostic(
                    code: "epub.rendition-deprecated",
                    message: "rendition:viewport is deprecated; used only for fixed-layout documents without a viewport meta",
                    severity: .info, location: location))
        }
        return output
    }

    /// The first of `values` that `parse` accepts; one diagnostic for the values it rejects
    /// and one when the property is stated more than once.
    private static func first<Value>(
        _ property: String, _ values: [String], _ parse: (String) -> Value?,
        _ location: String, _ diagnostics: inout [Diagnostic]
    ) -> Value? {
        let invalid = values.filter { parse($0) == nil }
        if !invalid.isEmpty {
            let quoted = invalid.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    code: "epub.rendition-invalid",
                    message: "\(property): unknown value\(invalid.count > 1 ? "s" : "") \(quoted) ignored",
                    severity: .warning, location: location))
        }
        let valid = values.filter { parse($0) != nil }
        if values.count > 1 {
            diagnostics.append(
                Diagnostic(
                    code: "epub.rendition-repeated",
                    message: "\(property) is stated \(values.count) times; the first valid value"
                        + (valid.first.map { " '\($0)'" } ?? "") + " is used",
                    severity: .warning, location: location))
        }
        return valid.first.flatMap(parse)
    }

    /// `rendition:layout` (EPUB 3.3 §8.2.2.2): `pre-paginated` is fixed, and `roll` (EPUB 3.4
    /// draft) is RWPM's `scrolled`.
    static func layout(_ value: String) -> Layout? {
        switch value {
        case "pre-paginated": .fixed
        case "reflowable": .reflowable
        case "roll": .scrolled  // EPUB 3.4 draft
        default: nil
        }
    }

    /// `rendition:spread`; the deprecated `portrait` means `both` (EPUB 3.3 §8.2.2.4).
    static func spread(_ value: String) -> Spread? {
        value == "portrait" ? .both : Spread(rawValue: value)
    }
}

extension RenditionParser {
    /// The `Link.properties` of a spine item's rendition overrides (EPUB 3.3 §8.2.2
    /// spine overrides): `rendition:spread-*` → `spread`, `rendition:flow-*` → `overflow`,
    /// `rendition:orientation-*` → `orientation`, `rendition:align-x-center` → `alignXCenter`.
    /// The first valid override of each kind wins.
    static func overrides(_ tokens: [String]) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for token in tokens {
            guard let (key, value) = override(token), properties[key] == nil else { continue }
            properties[key] = value
        }
        return properties
    }

    /// The property key and value of one override token, nil when it is none.
    static func override(_ token: String) -> (String, JSONValue)? {
        if token == "rendition:align-x-center" { return ("alignXCenter", .bool(true)) }
        if let value = token.dropPrefix("rendition:spread-"), let spread = spread(value) {
            return ("spread", .string(spread.rawValue))
        }
        if let value = token.dropPrefix("rendition:flow-"), let flow = RenditionFlow(rawValue: value) {
            return ("overflow", .string(flow.overflow.rawValue))
        }
        if let value = token.dropPrefix("rendition:orientation-"), let orientation = Orientation(rawValue: value) {
            return ("orientation", .string(orientation.rawValue))
        }
        return nil
    }

    /// Diagnostics for the spine's overrides: an unknown `rendition:spread-*`, `flow-*` or
    /// `orientation-*` token, or two of one kind on one itemref (the first wins).
    func spineDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for itemref in package.spine {
            var kinds: [String: String] = [:]
            for token in itemref.properties {
                let prefixes = ["rendition:spread-", "rendition:flow-", "rendition:orientation-"]
                guard let kind = prefixes.first(where: token.hasPrefix) else { continue }
                guard Self.override(token) != nil else {
                    diagnostics.append(
                        Diagnostic(
                            code: "epub.rendition-invalid",
                            message: "spine itemref '\(itemref.idref)': unknown property '\(token)' ignored",
                            severity: .warning, location: package.href))
                    continue
                }
                if let earlier = kinds[kind] {
                    diagnostics.append(
                        Diagnostic(
                            code: "epub.rendition-repeated",
                            message: "spine itemref '\(itemref.idref)': '\(token)' ignored after '\(earlier)'",
                            severity: .warning, location: package.href))
                } else {
                    kinds[kind] = token
                }
            }
        }
        return diagnostics
    }
}

extension String {
    /// The rest of the string after `prefix`, nil when it does not start with it.
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
