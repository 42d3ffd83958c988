import IntentRuntime
import Testing

/// A handler that implements only `handle`: `confirm` comes from the runtime.
private struct Reader: ShelfIntentHandling {
    func handle(intent: ShelfIntent) async -> ShelfIntentResponse {
        ShelfIntentResponse(code: intent.book == nil ? .failureBookNotFound : .success, pages: intent.pagesPerDay)
    }
}

/// Handling protocols state what a handler does, so host code can drive any of them.
@Suite struct IntentHandlerTests {
    @Test func confirmAnswersReadyByDefault() async {
        let response = await Reader().confirm(intent: ShelfIntent())
        #expect(response.code == .ready)
        #expect(response.pages == nil)
    }

    @Test func genericHostCodeConfirmsThenHandles() async {
        #expect(await perform(ShelfIntent(), with: Reader()) == [.ready, .failureBookNotFound])
        #expect(
            await perform(ShelfIntent(book: MenuItem(identifier: "b", display: "B")), with: Reader()) == [
                .ready, .success,
            ])
    }

    /// Confirms, and handles when the confirmation is `ready`; the codes, in order.
    private func perform<Handler: IntentHandler>(_ intent: Handler.Intent, with handler: Handler) async -> [Handler
        .Response.Code]
    {
        let confirmation = await handler.confirm(intent: intent)
        guard confirmation.code == .ready else { return [confirmation.code] }
        return [confirmation.code, await handler.handle(intent: intent).code]
    }
}
