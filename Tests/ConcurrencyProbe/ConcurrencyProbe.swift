// concurrency-probe: opens publications on many threads at once, as a server embedding RRender
// would, from the first instant of the process. Each thread makes a renderer over a
// publication (EPUBs with and without embedded fonts, SVG images, PDFs), renders a few pages,
// drops it, and takes the next publication, for a number of rounds.
//
//   concurrency-probe THREADS ROUNDS FILE...
//
// Exit 0 when every page rendered; 1 with one line per failure on stderr; a race is a signal.
import Foundation
import RRender
import Synchronization

@main
struct ConcurrencyProbe {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 3, let threads = Int(arguments[0]), let rounds = Int(arguments[1]) else {
            FileHandle.standardError.write(Data("usage: concurrency-probe THREADS ROUNDS FILE...\n".utf8))
            exit(64)
        }
        let files = Array(arguments.dropFirst(2))
        let failures = Mutex<[String]>([])
        // Every thread starts at once, so the first renderers of the process are made side by side.
        let start = DispatchSemaphore(value: 0), group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                start.wait()
                for round in 0..<rounds {
                    let file = files[(thread + round) % files.count]
                    if let failure = renderSome(file, thread: thread, round: round) { failures.withLock { $0.append(failure) } }
                }
                group.leave()
            }
        }
        for _ in 0..<threads { start.signal() }
        group.wait()
        let found = failures.withLock { $0 }
        for line in found { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        exit(found.isEmpty ? 0 : 1)
    }

    /// Opens `file` with a renderer of its own, renders two pages to PNG and drops it; the
    /// failure, if any.
    static func renderSome(_ file: String, thread: Int, round: Int) -> String? {
        do {
            let options = RenderOptions(
                viewport: Viewport(width: Double(300 + 40 * (thread % 3)), height: 400),
                concurrency: 1 + (thread + round) % 2)
            let renderer = try Renderer.open(path: file, options: options)
            let first = (thread * 7 + round * 3) % 5 + 1
            for page in first..<first + 2 {
                _ = try renderer.renderPage(page).pngData()
            }
            return nil
        } catch RRenderError.pageOutOfRange {
            return nil
        } catch {
            return "\(file): \(error)"
        }
    }
}
