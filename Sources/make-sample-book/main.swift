// make-sample-book: zips the unpacked sample book into an EPUB, drawing its illustration.
//   make-sample-book [SOURCE_DIR] OUTPUT.epub
import Foundation
import RRenderSampleBook

let arguments = Array(CommandLine.arguments.dropFirst())
guard (1...2).contains(arguments.count) else {
    FileHandle.standardError.write(Data("usage: make-sample-book [SOURCE_DIR] OUTPUT.epub\n".utf8))
    exit(64)
}
let source = arguments.count == 2 ? URL(fileURLWithPath: arguments[0]) : SampleBook.sourceDirectory
let output = URL(fileURLWithPath: arguments[arguments.count - 1])
do {
    try SampleBook.write(from: source, to: output)
} catch {
    FileHandle.standardError.write(Data("make-sample-book: \(output.path): \(error)\n".utf8))
    exit(1)
}
