/// How overflowing content is presented (RWPM `presentation.overflow`, from EPUB
/// `rendition:flow`; Readium's `Presentation.Overflow`).
public enum Overflow: String, Sendable, CaseIterable {
    /// The reading system decides.
    case auto
    /// Cut into pages.
    case paginated
    /// Scrolled (EPUB `scrolled-continuous` or `scrolled-doc`).
    case scrolled
}

/// The EPUB `rendition:flow` values (EPUB 3.3 §8.2.1 rendition:flow): how a reading system
/// presents content that overflows the viewport.
public enum RenditionFlow: String, Sendable, CaseIterable {
    /// The reading system decides.
    case auto
    /// Dynamically paginated.
    case paginated
    /// One continuous scroll from spine item to spine item.
    case scrolledContinuous = "scrolled-continuous"
    /// Each spine item a separate scrolled document.
    case scrolledDoc = "scrolled-doc"

    /// The RWPM `overflow` this flow is (Readium maps both scrolled values to `scrolled`).
    public var overflow: Overflow {
        switch self {
        case .auto: .auto
        case .paginated: .paginated
        case .scrolledContinuous, .scrolledDoc: .scrolled
        }
    }

    /// `scroll` as the publication asks for it: true for the scrolled flows, false for
    /// `paginated`, nil for `auto` (the reader's defaults decide).
    public var scroll: Bool? {
        switch self {
        case .auto: nil
        case .paginated: false
        case .scrolledContinuous, .scrolledDoc: true
        }
    }
}

extension Spread {
    /// The `spread` setting this publication value asks for (EPUB 3.3 §8.2.2.4 rendition:spread):
    /// `none` → never, `landscape` → auto (rrender's `auto` pairs in landscape only), `both` →
    /// always; `auto` leaves the choice to the reader's defaults (nil).
    public var setting: SpreadSetting? {
        switch self {
        case .none: .never
        case .landscape: .auto
        case .both: .always
        case .auto: nil
        }
    }
}

extension Link {
    /// `properties.spread` (a spine item's `rendition:spread-*` override), when valid.
    public var spread: Spread? {
        properties["spread"]?.stringValue.flatMap(Spread.init(rawValue:))
    }

    /// `properties.overflow` (a spine item's `rendition:flow-*` override), when valid.
    public var overflow: Overflow? {
        properties["overflow"]?.stringValue.flatMap(Overflow.init(rawValue:))
    }

    /// `properties.orientation` (a spine item's `rendition:orientation-*` override), when valid.
    public var orientation: Orientation? {
        properties["orientation"]?.stringValue.flatMap(Orientation.init(rawValue:))
    }

    /// True when the spine item has `rendition:align-x-center` (`properties.alignXCenter`).
    public var alignsXCenter: Bool {
        properties["alignXCenter"]?.boolValue ?? false
    }
}
