import AppIntentsSource

/// libFuzzer's entry point: reads `size` bytes at `data` as an App Intents Swift file with the
/// declaration reader and traps when an invariant fails (see ``SwiftReaderInvariants``).
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftReaderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let summary = SwiftDeclarationReader.read(bytes, file: SwiftReaderInvariants.path)
    SwiftReaderInvariants(bytes).check(summary)
    return 0
}
