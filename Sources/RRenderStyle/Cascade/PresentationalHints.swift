import Foundation
import RRenderXML

/// HTML attributes that act as author styles of specificity zero (HTML §15.3 "presentational
/// hints"): image and table sizes, `align`, `bgcolor`, a table's `border`, a list's `type`.
enum PresentationalHints {
    /// `table` finds the table of a `td` or `th` (its `cellpadding`).
    static func declarations(for element: DOMElement, table: () -> DOMElement? = { nil }) -> [(String, [CSSComponentValue])] {
        var result: [(String, [CSSComponentValue])] = []
        let name = element.name.lowercased()
        if name == "table", let spacing = pixels(element.attribute("cellspacing")) {
            result.append(("border-spacing", spacing))
        }
        if name == "td" || name == "th", let padding = table()?.attribute("cellpadding").flatMap(pixels) {
            for side in ["top", "right", "bottom", "left"] { result.append(("padding-\(side)", padding)) }
        }
        if ["img", "svg", "video", "canvas", "table", "td", "th", "col", "object", "embed", "iframe"].contains(name) {
            if let width = dimension(element.attribute("width")) { result.append(("width", width)) }
            if name != "table", let height = dimension(element.attribute("height")) { result.append(("height", height)) }
        }
        if let align = element.attribute("align")?.lowercased(),
            ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "tr", "caption"].contains(name),
            ["left", "right", "center", "justify"].contains(align)
        {
            result.append(("text-align", [.token(.ident(align))]))
        }
        if let color = element.attribute("bgcolor"), ["table", "tr", "td", "th", "body"].contains(name) {
            result.append(("background-color", CSSParser.parseComponentValues(color)))
        }
        if name == "table", let border = element.attribute("border").flatMap({ Int($0) }), border > 0 {
            for side in ["top", "right", "bottom", "left"] {
                result.append(("border-\(side)-width", [.token(.dimension(CSSNumber(Double(border)), unit: "px"))]))
                result.append(("border-\(side)-style", [.token(.ident("outset"))]))
            }
        }
        if let type = element.attribute("type"), let keyword = listStyleType(type, element: name) {
            result.append(("list-style-type", [.token(.ident(keyword))]))
        }
        return result
    }

    /// The `list-style-type` of a list's or item's `type` attribute (HTML §15.3.8): the ordinal
    /// types of `ol` are case-sensitive (`a` is not `A`), the bullet types of `ul` are not.
    private static func listStyleType(_ type: String, element name: String) -> String? {
        let ordinal = ["1": "decimal", "a": "lower-alpha", "A": "upper-alpha", "i": "lower-roman", "I": "upper-roman"]
        let bullet = ["none": "none", "disc": "disc", "circle": "circle", "square": "square"]
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        switch name {
        case "ol": return ordinal[trimmed]
        case "ul": return bullet[trimmed.lowercased()]
        case "li": return ordinal[trimmed] ?? bullet[trimmed.lowercased()]
        default: return nil
        }
    }

    /// The table of a cell: its row's parent, or the parent of the row group the row is in
    /// (HTML §15.3.9: `table > tr > td`, `table > tbody > tr > td`…).
    static func cellTable(of cell: Int, in tree: ElementTree) -> DOMElement? {
        guard let row = tree.parent(of: cell), tree.element(row).name.lowercased() == "tr",
            var table = tree.parent(of: row)
        else { return nil }
        if ["tbody", "thead", "tfoot"].contains(tree.element(table).name.lowercased()) {
            guard let parent = tree.parent(of: table) else { return nil }
            table = parent
        }
        return tree.element(table).name.lowercased() == "table" ? tree.element(table) : nil
    }

    /// A length in pixels from an attribute (HTML's rules for non-negative integers: `4`,
    /// ` 4px` are 4 px); nil without digits.
    private static func pixels(_ text: String?) -> [CSSComponentValue]? {
        guard
            let digits = text?.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
                .prefix(while: { $0.isASCII && $0.isNumber }), !digits.isEmpty, let value = Double(digits.prefix(9))
        else { return nil }
        return [.token(.dimension(CSSNumber(value), unit: "px"))]
    }

    /// A dimension attribute: pixels (`480`) or a percentage (`50%`); nil when neither, or when
    /// negative, infinite or not a number (`Double` reads "nan" and "inf"; HTML does not). The
    /// cascade clamps what is left, like any length.
    private static func dimension(_ text: String?) -> [CSSComponentValue]? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, value >= 0 {
            return [.token(.percentage(CSSNumber(value)))]
        }
        let digits = text.hasSuffix("px") ? String(text.dropLast(2)) : text
        guard let value = Double(digits), value.isFinite, value >= 0 else { return nil }
        return [.token(.dimension(CSSNumber(value), unit: "px"))]
    }
}
