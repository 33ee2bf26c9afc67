/// A range in an HTML document between two points, each a text node of a selected element
/// (readium.md §1.2, `locations.domRange`). Without `end` the range is collapsed.
public struct DOMRange: Hashable, Sendable {
    /// A point: the `textNodeIndex`-th text node of the element `cssSelector`, and a character
    /// offset in it.
    public struct Point: Hashable, Sendable {
        /// The selector of the element.
        public var cssSelector: String
        /// The index of the text node among the element's children, ≥ 0.
        public var textNodeIndex: Int
        /// The offset in the text node, ≥ 0 (nil: unknown).
        public var charOffset: Int?

        /// A point; a negative `charOffset` is dropped.
        public init(cssSelector: String, textNodeIndex: Int, charOffset: Int? = nil) {
            self.cssSelector = cssSelector
            self.textNodeIndex = textNodeIndex
            self.charOffset = charOffset.flatMap { $0 >= 0 ? $0 : nil }
        }
    }

    /// Where the range starts.
    public var start: Point
    /// Where it ends (nil: collapsed at `start`).
    public var end: Point?

    /// A range.
    public init(start: Point, end: Point? = nil) {
        self.start = start
        self.end = end
    }
}

extension DOMRange.Point: JSONRepresentable {
    /// `{cssSelector, textNodeIndex, charOffset?}`.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = ["cssSelector": .string(cssSelector), "textNodeIndex": .number(Double(textNodeIndex))]
        json["charOffset"] = charOffset.map { .number(Double($0)) }
        return .object(json)
    }

    /// Reads a point: `cssSelector` and `textNodeIndex` ≥ 0 required; the legacy `offset` key
    /// is read when `charOffset` is absent; a negative offset is dropped.
    public init(json: JSONValue) throws(JSONParseError) {
        guard let object = json.objectValue else { throw .notAnObject(model: "DOMRange.Point") }
        guard let selector = object["cssSelector"]?.stringValue else {
            throw .missingKey(model: "DOMRange.Point", key: "cssSelector")
        }
        guard let index = object["textNodeIndex"]?.intValue else {
            throw .missingKey(model: "DOMRange.Point", key: "textNodeIndex")
        }
        guard index >= 0 else {
            throw .invalidValue(model: "DOMRange.Point", key: "textNodeIndex", reason: "negative")
        }
        let offset = object["charOffset"]?.intValue ?? object["offset"]?.intValue
        self.init(cssSelector: selector, textNodeIndex: index, charOffset: offset)
    }
}

extension DOMRange: JSONRepresentable {
    /// `{start, end?}`.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = ["start": start.toJSON()]
        json["end"] = end?.toJSON()
        return .object(json)
    }

    /// Reads a range; `start` is required, an invalid `end` is dropped.
    public init(json: JSONValue) throws(JSONParseError) {
        guard let object = json.objectValue else { throw .notAnObject(model: "DOMRange") }
        guard let start = object["start"] else { throw .missingKey(model: "DOMRange", key: "start") }
        self.init(start: try Point(json: start), end: try? Point.parse(object["end"]))
    }
}

extension Locator.Locations {
    /// `cssSelector`: the selector of an element at the location.
    public var cssSelector: String? {
        get { otherLocations["cssSelector"]?.stringValue }
        set { otherLocations["cssSelector"] = newValue.map { .string($0) } }
    }

    /// `partialCfi`: the right-hand part of an EPUB CFI (no spine step, no `epubcfi()` wrapper).
    public var partialCFI: String? {
        get { otherLocations["partialCfi"]?.stringValue }
        set { otherLocations["partialCfi"] = newValue.map { .string($0) } }
    }

    /// `domRange`, when present and valid.
    public var domRange: DOMRange? {
        get { try? DOMRange.parse(otherLocations["domRange"]) }
        set { otherLocations["domRange"] = newValue?.toJSON() }
    }
}
