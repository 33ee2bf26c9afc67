import RRenderCore

/// The page margins a document's `@page` rules ask for (CSS Paged Media 3 §7): only rules
/// for every page (no `:first`, `:left` or `:right` selector), the last declaration of each
/// side winning, `!important` above the rest. Sides no rule sets stay nil.
public struct PageMargins: Sendable, Hashable {
    public var sides: Sides<LengthPercentageAuto?>

    public static let none = PageMargins(sides: Sides(top: nil, right: nil, bottom: nil, left: nil))

    /// The margins of `rules` (in cascade order), lengths resolved in `environment`; em are of
    /// the initial font size.
    init(_ rules: [CSSPageRule], environment: MediaEnvironment) {
        let context = ValueContext(
            fontSize: 16, rootFontSize: 16, viewport: Size(width: environment.width, height: environment.height),
            parent: .initial, color: .black)
        var page = ComputedStyle.initial, set: Set<String> = []
        let declarations = rules.filter(\.selectors.isEmpty).flatMap(\.declarations)
        for declaration in declarations.filter({ !$0.important }) + declarations.filter(\.important) {
            for (name, value) in Shorthands.expand(declaration.name, declaration.value) where name.hasPrefix("margin-") {
                if PropertyRegistry.properties[name]?.compute(&page, value, context) == true { set.insert(name) }
            }
        }
        func side(_ name: String, _ value: LengthPercentageAuto) -> LengthPercentageAuto? { set.contains(name) ? value : nil }
        sides = Sides(
            top: side("margin-top", page.margin.top), right: side("margin-right", page.margin.right),
            bottom: side("margin-bottom", page.margin.bottom), left: side("margin-left", page.margin.left))
    }

    private init(sides: Sides<LengthPercentageAuto?>) {
        self.sides = sides
    }

    /// The margins in px on a page of `size`: percentages of its width on the left and right,
    /// of its height above and below (CSS Paged Media 3 §7.1); nil where unset or `auto`.
    public func resolved(for size: Size) -> Sides<Double?> {
        Sides(
            top: sides.top?.resolve(against: size.height), right: sides.right?.resolve(against: size.width),
            bottom: sides.bottom?.resolve(against: size.height), left: sides.left?.resolve(against: size.width))
    }
}
