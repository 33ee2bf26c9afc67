import RRenderXML

/// The page's CSS for the elements of an inline `<svg>`: in a browser the XHTML page's style
/// sheets style the SVG elements inside it too (`.bar { fill: teal }`, `svg text { font-family:
/// … }`). rrender draws an inline SVG with librsvg from a standalone serialisation, which sees
/// none of the page's sheets, so the cascade keeps, per SVG element, the author and user
/// declarations of the properties SVG paints with, to be written into the element's `style`.
enum SVGPresentation {
    /// Properties only SVG uses: accepted without a diagnostic, kept for SVG elements.
    static let svgOnly: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
        "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stop-color", "stop-opacity",
        "text-anchor", "dominant-baseline", "alignment-baseline", "baseline-shift", "marker", "marker-start", "marker-mid",
        "marker-end", "clip-path", "clip-rule", "mask", "filter", "paint-order", "vector-effect", "shape-rendering",
        "flood-color", "flood-opacity", "lighting-color", "color-interpolation-filters"
    ]
    /// Properties HTML uses too that also change an SVG drawing.
    static let shared: Set<String> = [
        "font-family", "font-size", "font-weight", "font-style", "font-variant", "letter-spacing", "word-spacing",
        "opacity", "visibility", "color", "text-decoration"
    ]

    /// The winning author and user declarations of SVG properties among `declared` (in cascade
    /// order), as the text of a `style` attribute; nil when there are none.
    static func styleText(_ declared: [Declared]) -> String? {
        var winners: [(name: String, value: String)] = []
        for declaration in declared where svgOnly.contains(declaration.name) || shared.contains(declaration.name) {
            // The user agent's own rules are for HTML; `var()` is not resolved here.
            guard declaration.priority.level != 0, declaration.priority.level != 5,
                !CustomProperties.containsVariable(declaration.value)
            else { continue }
            let value = declaration.value.cssText.trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, !value.contains(";"), !value.contains("{"), !value.contains("}") else { continue }
            winners.removeAll { $0.name == declaration.name }
            winners.append((declaration.name, value))
        }
        guard !winners.isEmpty else { return nil }
        return winners.map { "\($0.name): \($0.value)" }.joined(separator: "; ")
    }
}
