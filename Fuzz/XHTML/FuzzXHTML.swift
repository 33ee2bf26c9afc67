import FuzzSupport
import RRenderXML

/// Fuzz target: the XML front end (`DOMParser`: HTML entities mapped, libxml2 with its safety
/// options, the HTML parser as fallback, the Swift DOM built from its tree) and the serialiser
/// that hands inline SVG to librsvg.
///
/// It checks a property, not only the absence of crashes: what `DOMSerializer` writes parses
/// again as XML (without an error when the input had none), to a tree that serialises to the
/// same text. An inline `<svg>` whose serialisation did not parse would be lost from the page
/// without a word.
enum FuzzXHTML {
    static func testOneInput(_ bytes: [UInt8]) {
        _ = try? DOMParser.parseXML(bytes, location: "fuzz.xml")
        guard let document = try? DOMParser.parseXHTML(bytes, location: "fuzz.xhtml") else { return }
        _ = document.root.textContent
        _ = document.wasRecovered
        let written = DOMSerializer.serializedBytes(document.root)
        // A namespace name libxml2 calls invalid (`xmlns=">"`) is an error again when read back:
        // the document was recovered, and so is its serialisation.
        guard let again = try? DOMParser.parseXML(written, location: "serialised.xml"),
            document.wasRecovered || !again.wasRecovered
        else {
            preconditionFailure(
                "FuzzXHTML: the serialised tree is not well-formed XML:\n\(String(decoding: written, as: UTF8.self))")
        }
        let rewritten = DOMSerializer.serializedBytes(again.root)
        precondition(
            rewritten == written,
            "FuzzXHTML: serialising the parsed serialisation changed it:\n\(String(decoding: written, as: UTF8.self))\n"
                + String(decoding: rewritten, as: UTF8.self))
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzXHTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzXHTML.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzXHTMLReplay {
        static func main() { FuzzReplay.main(FuzzXHTML.testOneInput) }
    }
#endif
