/// CSS values that publications may use to attack a renderer: numbers past every integer type,
/// lengths that overflow to infinity once converted to px, words the number parser must not take
/// for numbers (`nan`, `infinity`), and `calc()` of such values. Every property the cascade
/// computes must turn each of them into a bounded value or drop the declaration.
public enum HostileCSS {
    /// The values, as written in a declaration.
    public static let values = [
        "1e9", "-1e30px", "1e308", "1e308px", "1e308in", "-1e308em", "1e999px", "-2147483649", "-2147483649px",
        "99999999999999999999", "99999999999999999999px", "calc(1e308*10)", "calc(1e308px * 10)", "0", "-0", "nan",
        "infinity", "-infinity", "NaNpx", "1e30%", "-1e30%", "1e308vw", "1e30em", "1e30rem"
    ]

    /// Properties that are not among the longhands the cascade computes but that books use with
    /// numbers: shorthands, and properties accepted without being drawn (their values must still
    /// parse safely).
    public static let otherProperties = [
        "margin", "padding", "border", "border-width", "border-top", "font", "list-style", "background", "columns",
        "column-count", "column-gap", "column-width", "z-index", "tab-size", "counter-reset", "counter-increment",
        "page-break-before", "-webkit-hyphens", "top", "left", "opacity", "outline-width", "border-radius"
    ]

    /// A style sheet giving `property` each hostile value on elements of class `v0`, `v1`…
    public static func stylesheet(property: String) -> String {
        values.enumerated().map { ".v\($0.offset) { \(property): \($0.element); border-style: solid }" }.joined(separator: "\n")
    }

    /// XHTML body content with one of each kind of box per hostile value class: a paragraph with
    /// an inline span and image, a list, a table, an image and an inline-block.
    public static func body(image: String = "pixel.png") -> String {
        values.indices.map { index in
            let c = "v\(index)"
            return """
                <div class="\(c)"><p class="\(c)">Value \(index) <span class="\(c)">inline</span> <img class="\(c)" src="\(image)" alt="i"/> \
                <span class="\(c)" style="display: inline-block">block</span></p>\
                <ol class="\(c)"><li class="\(c)">one</li><li>two</li></ol>\
                <table class="\(c)"><tr class="\(c)"><td class="\(c)">a</td><td>b</td></tr><tr><td colspan="2">c</td></tr></table>\
                <img class="\(c)" src="\(image)" alt="i" style="display: block"/></div>
                """
        }.joined(separator: "\n")
    }
}
