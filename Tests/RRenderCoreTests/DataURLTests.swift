import RRenderCore
import Testing

/// `data:` URLs (RFC 2397, read as the Fetch standard does): media types, base64 and
/// percent-encoded payloads, and garbage that must give nil rather than a crash.
struct DataURLTests {
    @Test func base64ImagePayloadDecodes() throws {
        let url = try #require(DataURL("data:image/png;base64,iVBORw0KGgo="))
        #expect(url.mediaType == "image/png")
        #expect(url.isBase64)
        #expect(url.data == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test(arguments: [
        ("data:,Hello%2C%20World!", "text/plain", "Hello, World!"),
        ("data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==", "text/plain", "Hello, World!"),
        ("DATA:Text/HTML,<b>x</b>", "text/html", "<b>x</b>"),
        ("  data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E", "image/svg+xml", "<svg/>"),
        ("data:image/svg+xml;utf8,<svg fill='red'/>", "image/svg+xml", "<svg fill='red'/>"),
        ("data:;base64,YQ", "text/plain", "a"),  // padding is optional
        ("data:image/png;BASE64 ,Y Q\n=\r\n=", "image/png", "a"),  // white space anywhere
        ("data:text/plain,a#fragment", "text/plain", "a"),  // a fragment ends the URL
        ("data:no-slash,x", "text/plain", "x"),  // an invalid type means text/plain
        ("data:text/plain,%zz%4", "text/plain", "%zz%4"),  // broken escapes stay as they are
        ("data:,", "text/plain", ""),
        ("\u{01}data:,x", "text/plain", "x"),  // C0 controls before the scheme, as spaces
        ("data:;base64,YR==", "text/plain", "a")  // bits past the last byte are dropped
    ])
    func payloadsAndMediaTypes(_ text: String, _ type: String, _ payload: String) throws {
        let url = try #require(DataURL(text))
        #expect(url.mediaType == type)
        #expect(url.data == Array(payload.utf8))
    }

    @Test func parametersAreKept() throws {
        let url = try #require(DataURL("data:text/plain;charset=\"UTF-8\";foo=bar,x"))
        #expect(url.parameters == ["charset": "UTF-8", "foo": "bar"])
        #expect(!url.isBase64)
    }

    @Test(arguments: [
        "", "data", "data:", "data:image/png;base64", "http://example.com/a.png", "images/a.png",
        "data:image/png;base64,YQ===",  // three padding characters
        "data:image/png;base64,Y",  // 4n+1 symbols
        "data:image/png;base64,Y*Q=",  // not base64
        "data:image/png;base64,YQ=a",  // padding inside
        "data:image/png;base64,\u{00E9}\u{00E9}"
    ])
    func garbageGivesNil(_ text: String) {
        #expect(DataURL(text) == nil)
    }

    @Test func randomInputNeverCrashes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("data:;,=+/%#ABCxyz019 \n\u{00E9}base64image/png".unicodeScalars)
        for _ in 0..<2000 {
            var text = "data:"
            for _ in 0..<Int(state % 40) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                text.unicodeScalars.append(alphabet[Int(state % UInt64(alphabet.count))])
            }
            _ = DataURL(text)
        }
    }

    @Test func overlongURLsAreRefused() {
        let long = "data:text/plain," + String(repeating: "a", count: DataURL.maximumLength)
        #expect(DataURL(long) == nil)
    }

    @Test func encodingRoundTrips() throws {
        let bytes = (0..<300).map { UInt8($0 % 256) }
        for length in 0..<7 {
            let url = DataURL(mediaType: "image/png", data: Array(bytes.prefix(length)))
            #expect(DataURL(url.url) == url, "length \(length)")
        }
        let plain = DataURL(
            mediaType: "image/svg+xml", parameters: ["charset": "utf-8"], isBase64: false,
            data: Array("<svg fill='#f00'/>".utf8))
        #expect(plain.url == "data:image/svg+xml;charset=utf-8,%3Csvg%20fill%3D%27%23f00%27%2F%3E")
        #expect(DataURL(plain.url) == plain)
        #expect(DataURL(mediaType: "image/gif", data: Array("GIF89a".utf8)).url == "data:image/gif;base64,R0lGODlh")
        #expect(DataURL(mediaType: "image/png", data: [0xFF, 0xFE, 0x00, 0x01]).url == "data:image/png;base64,//4AAQ==")
    }

    @Test func recognitionAndAbbreviation() {
        #expect(DataURL.isDataURL("data:image/png;base64,AAAA"))
        #expect(DataURL.isDataURL(" DaTa:x"))
        #expect(!DataURL.isDataURL("dat:x") && !DataURL.isDataURL("images/data:x") && !DataURL.isDataURL(""))
        let long = "data:image/png;base64," + String(repeating: "A", count: 10_000)
        #expect(DataURL.abbreviated(long) == "data:image/png;base64,… (10022 bytes)")
        #expect(DataURL.abbreviated("OEBPS/a.png") == "OEBPS/a.png")
        #expect(HREF.isExternal(long))
    }
}
