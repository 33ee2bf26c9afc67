import Foundation
import RRenderSampleBook
import Synchronization

/// The sample book, zipped once per test process into a temporary file.
public enum SampleBookFixture {
    private static let built = Mutex<Result<String, any Error>?>(nil)

    /// The path of the sample EPUB, building it on first use.
    public static func path() throws -> String {
        try built.withLock { cached in
            if let cached { return try cached.get() }
            let result = Result {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-sample-\(getpid()).epub")
                try SampleBook.write(to: url)
                return url.path
            }
            cached = result
            return try result.get()
        }
    }
}
