import Foundation
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Styling, box building and layout recurse once per element; libxml2 stops documents at a
/// depth of 256. Such a document must fit well inside a thread's stack (8 MB by default on
/// Linux) even in a debug build, whose frames keep every temporary: the cascade once took all 8.
@Suite struct DeepDocumentTests {
    @Test func aDocumentAtLibxml2sDepthLimitLaysOutInHalfAThreadsStack() throws {
        let blocks = 125, inlines = 125
        let body =
            String(repeating: "<div class=\"b\">", count: blocks) + String(repeating: "<span class=\"i\">", count: inlines)
            + "deep" + String(repeating: "</span>", count: inlines) + String(repeating: "</div>", count: blocks)
        let css = """
            .b { margin: 1px; padding: 1px; background: #eee linear-gradient(red, blue) no-repeat; position: relative; }
            .i { background: #ddd; border: 1px solid; font-variant: small-caps; }
            .b::before { content: "·"; } .b:first-letter { color: red; } .b::first-line { font-weight: bold; }
            """
        let result = OnThread(stackBytes: 4 << 20) { () -> String? in
            let fixture = LayoutFixture(viewport: Size(width: 2000, height: 1000))
            return (try? fixture.pages(body: body, css: css))?.map(\.text).joined()
        }
        #expect(result.value??.contains("deep") == true)
    }
}

/// Runs `body` on a thread of its own with a stack of `stackBytes`, and waits for it.
private final class OnThread<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is written once by the thread before `done` is signalled.
    private(set) var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(stackBytes: Int, _ body: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            value = body()
            done.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        done.wait()
    }
}
