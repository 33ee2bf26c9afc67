/// Expands shorthand properties into their longhands and maps aliases to standard names
/// (`page-break-*`, `-epub-*`, `-webkit-*`), so the cascade only ever compares longhands.
enum Shorthands {
    /// The longhand declarations `name: value` stands for; `[(name, value)]` when it is one already.
    /// An empty result means an invalid shorthand value (the declaration is dropped).
    static func expand(_ name: String, _ value: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        let name = aliases[name] ?? name
        if CSSValues.cssWideKeyword(value) != nil, let longhands = longhands[name] {
            return longhands.map { ($0, value) }
        }
        let parts = value.splitOnWhitespace()
        switch name {
        case "margin", "padding": return box(name, parts, suffix: "")
        case "margin-block", "margin-inline", "padding-block", "padding-inline": return LogicalProperties.expand(name, parts)
        case "border-width", "border-style", "border-color":
            let kind = String(name.dropFirst("border-".count))
            return box("border", parts, suffix: "-" + kind)
        case "border":
            return ["top", "right", "bottom", "left"].flatMap { side(parts, side: $0) }
        case "border-top", "border-right", "border-bottom", "border-left":
            return side(parts, side: String(name.dropFirst("border-".count)))
        case "list-style": return listStyle(parts)
        case "background": return BackgroundShorthand.expand(value)
        case "border-radius": return BackgroundShorthand.borderRadius(parts)
        case "text-decoration": return [("text-decoration-line", value)]
        case "font": return FontShorthand.expand(value)
        case "overflow":
            // `overflow: <x> <y>?` (CSS Overflow 3 §3.1).
            guard (1...2).contains(parts.count) else { return [] }
            return [("overflow-x", [parts[0]]), ("overflow-y", [parts[parts.count - 1]])]
        case "text-emphasis": return emphasis(value, parts)
        case "columns": return MulticolShorthands.columns(parts)
        case "column-rule": return MulticolShorthands.columnRule(parts)
        default: return [(name, value)]
        }
    }

    /// Older and prefixed names that mean a standard property.
    static let aliases: [String: String] = [
        "page-break-before": "break-before", "page-break-after": "break-after", "page-break-inside": "break-inside",
        "-epub-hyphens": "hyphens", "-webkit-hyphens": "hyphens", "-moz-hyphens": "hyphens", "-ms-hyphens": "hyphens",
        "-webkit-text-decoration-line": "text-decoration-line", "font-variant-caps": "font-variant",
        "word-wrap": "overflow-wrap", "-epub-word-break": "word-break", "-epub-line-break": "line-break",
        "-webkit-line-break": "line-break",
        "-webkit-column-count": "column-count", "-moz-column-count": "column-count",
        "-webkit-column-width": "column-width", "-moz-column-width": "column-width",
        "-webkit-column-gap": "column-gap", "-moz-column-gap": "column-gap",
        "-webkit-columns": "columns", "-moz-columns": "columns",
        "-webkit-column-rule": "column-rule", "-moz-column-rule": "column-rule",
        "-epub-writing-mode": "writing-mode", "-webkit-writing-mode": "writing-mode",
        "-epub-text-orientation": "text-orientation", "-webkit-text-orientation": "text-orientation",
        "-epub-text-transform": "text-transform", "-epub-text-underline-position": "text-underline-position",
        "-webkit-text-underline-position": "text-underline-position",
        "-webkit-column-break-before": "break-before", "-webkit-column-break-after": "break-after",
        "-webkit-column-break-inside": "break-inside",
        "-epub-text-emphasis": "text-emphasis", "-webkit-text-emphasis": "text-emphasis",
        "-epub-text-emphasis-style": "text-emphasis-style", "-webkit-text-emphasis-style": "text-emphasis-style",
        "-epub-text-emphasis-color": "text-emphasis-color", "-webkit-text-emphasis-color": "text-emphasis-color",
        "-epub-text-emphasis-position": "text-emphasis-position", "-webkit-text-emphasis-position": "text-emphasis-position",
        "-epub-text-combine": "text-combine-upright", "-webkit-text-combine": "text-combine-upright",
        // EPUB 3.0.1's prefixed forms (EPUB Content Documents 3.0.1 §3.4.1), which EPUB 3.3 still
        // lets reading systems support: text-combine-upright was drafted as text-combine-horizontal.
        "-epub-text-combine-horizontal": "text-combine-upright", "text-combine-horizontal": "text-combine-upright",
        "-epub-text-align-last": "text-align-last", "-moz-text-align-last": "text-align-last",
        "-webkit-box-sizing": "box-sizing", "-moz-box-sizing": "box-sizing",
        "-epub-ruby-position": "ruby-position", "-webkit-ruby-position": "ruby-position"
    ]

    /// The longhands of each shorthand, for CSS-wide keywords.
    static let longhands: [String: [String]] = {
        let sides = ["top", "right", "bottom", "left"]
        var table: [String: [String]] = [
            "margin": sides.map { "margin-\($0)" }, "padding": sides.map { "padding-\($0)" },
            "border-width": sides.map { "border-\($0)-width" }, "border-style": sides.map { "border-\($0)-style" },
            "border-color": sides.map { "border-\($0)-color" },
            "list-style": ["list-style-type", "list-style-position"], "background": BackgroundShorthand.longhands,
            "overflow": ["overflow-x", "overflow-y"],
            "border-radius": BackgroundShorthand.corners.map { "border-\($0)-radius" },
            "columns": ["column-width", "column-count"],
            "column-rule": ["column-rule-width", "column-rule-style", "column-rule-color"],
            "font": ["font-style", "font-variant", "font-weight", "font-size", "line-height", "font-family"],
            "text-emphasis": ["text-emphasis-style", "text-emphasis-color"]
        ]
        table["border"] = sides.flatMap { ["border-\($0)-width", "border-\($0)-style", "border-\($0)-color"] }
        for side in sides { table["border-\(side)"] = ["border-\(side)-width", "border-\(side)-style", "border-\(side)-color"] }
        table.merge(LogicalProperties.shorthands) { own, _ in own }
        return table
    }()

    /// 1 to 4 values onto top, right, bottom, left (CSS Backgrounds 3 §4.1 pattern).
    private static func box(_ prefix: String, _ parts: [CSSComponentValue], suffix: String) -> [(String, [CSSComponentValue])] {
        guard (1...4).contains(parts.count) else { return [] }
        let top = parts[0], right = parts.count > 1 ? parts[1] : top
        let bottom = parts.count > 2 ? parts[2] : top, left = parts.count > 3 ? parts[3] : right
        return [
            ("\(prefix)-top\(suffix)", [top]), ("\(prefix)-right\(suffix)", [right]),
            ("\(prefix)-bottom\(suffix)", [bottom]), ("\(prefix)-left\(suffix)", [left])
        ]
    }

    /// `border-<side>: <width> || <style> || <color>`; omitted parts take initial values.
    private static func side(_ parts: [CSSComponentValue], side: String) -> [(String, [CSSComponentValue])] {
        line(parts, prefix: "border-\(side)")
    }

    /// `<prefix>: <width> || <style> || <color>` for a line drawn like a border side (a border
    /// side, `column-rule`), as `<prefix>-width`, `-style`, `-color`; omitted parts take initial values.
    /// Each part at most once (`||`): `red 5em red solid` is invalid, and leaves the declaration
    /// before it in force.
    static func line(_ parts: [CSSComponentValue], prefix: String) -> [(String, [CSSComponentValue])] {
        var width: CSSComponentValue?, style: CSSComponentValue?, color: CSSComponentValue?
        for part in parts {
            if let keyword = CSSValues.keyword(part), Self.borderStyles.contains(keyword) {
                guard style == nil else { return [] }
                style = part
            } else if CSSLength(part, allowPercentage: false) != nil
                || ["thin", "medium", "thick"].contains(CSSValues.keyword(part) ?? "")
            {
                guard width == nil else { return [] }
                width = part
            } else if CSSColorParser.parse(part) != nil {
                guard color == nil else { return [] }
                color = part
            } else {
                return []
            }
        }
        return [
            ("\(prefix)-width", [width ?? .token(.ident("medium"))]), ("\(prefix)-style", [style ?? .token(.ident("none"))]),
            ("\(prefix)-color", [color ?? .token(.ident("currentcolor"))])
        ]
    }

    static let borderStyles: Set<String> = [
        "none", "hidden", "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset"
    ]

    /// `text-emphasis: <style> || <color>` (CSS Text Decoration 3 §3.3): the parts that are a
    /// colour make the colour, the rest the style; a part left out is reset to its initial value.
    private static func emphasis(_ value: [CSSComponentValue], _ parts: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        let color = parts.filter { CSSColorParser.parse([$0]) != nil && CSSValues.keyword($0) != "none" }
        guard color.count <= 1 else { return [] }
        var style = parts.filter { part in !color.contains(part) }
        var result: [(String, [CSSComponentValue])] = []
        if style.isEmpty { style = [.token(.ident("none"))] }
        result.append(("text-emphasis-style", Array(style.flatMap { [$0, .token(.whitespace)] }.dropLast())))
        result.append(("text-emphasis-color", color.isEmpty ? [.token(.ident("currentcolor"))] : color))
        return result
    }

    private static func listStyle(_ parts: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        var result: [(String, [CSSComponentValue])] = []
        for part in parts {
            guard let keyword = CSSValues.keyword(part) else { continue }  // list-style-image is not drawn
            result.append((keyword == "inside" || keyword == "outside" ? "list-style-position" : "list-style-type", [part]))
        }
        return result
    }
}

/// `font: [style || variant || weight]? size [/ line-height]? family` (CSS Fonts 4 §2.7).
enum FontShorthand {
    static func expand(_ value: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        let parts = value.splitOnWhitespace()
        var style: CSSComponentValue = .token(.ident("normal")), variant = style, weight = style
        var index = 0
        while index < parts.count,
            let keyword = CSSValues.keyword(parts[index]) ?? CSSValues.number(parts[index]).map({ "\($0)" })
        {
            if keyword == "italic" || keyword == "oblique" {
                style = parts[index]
            } else if keyword == "small-caps" {
                variant = parts[index]
            } else if ["bold", "bolder", "lighter"].contains(keyword) || CSSValues.number(parts[index]) != nil {
                weight = parts[index]
            } else if keyword != "normal" {
                break
            }
            index += 1
        }
        guard index < parts.count else { return [] }
        let size = parts[index]
        index += 1
        var lineHeight: CSSComponentValue = .token(.ident("normal"))
        if index < parts.count, parts[index].token == .delim("/") {
            guard index + 1 < parts.count else { return [] }
            lineHeight = parts[index + 1]
            index += 2
        }
        let family = familyValues(after: index, in: value, partCount: parts.count)
        guard !family.isEmpty else { return [] }
        return [
            ("font-style", [style]), ("font-variant", [variant]), ("font-weight", [weight]), ("font-size", [size]),
            ("line-height", [lineHeight]), ("font-family", family)
        ]
    }

    /// The original component values from the `skip`-th non-whitespace part on (the family list
    /// keeps its commas and spaces).
    private static func familyValues(after skip: Int, in value: [CSSComponentValue], partCount: Int) -> [CSSComponentValue] {
        var seen = 0
        for (offset, component) in value.enumerated() where !component.isWhitespace {
            if seen == skip { return Array(value[offset...]) }
            seen += 1
        }
        return []
    }
}
