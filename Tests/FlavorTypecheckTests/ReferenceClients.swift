/// App code written against Xcode's real output in the reference folder: handlers that resolve,
/// confirm and handle with the generated result classes, factories and enums, as apps do.
enum ReferenceClients {
    /// A handler for inventario-casa's `AnadirUnidadesVoz` intent (Xcode 16, Swift 6 style):
    /// unsupported reasons, `Self`-typed factories inherited from the system results, response
    /// factories, donation.
    static let inventarioCasa = """
        import Intents

        final class AnadirUnidadesHandler: NSObject, AnadirUnidadesVozIntentHandling {
            func handle(intent: AnadirUnidadesVozIntent) async -> AnadirUnidadesVozIntentResponse {
                guard let producto = intent.producto, let unidades = intent.unidades?.intValue else {
                    return .failure(texto: "Falta información")
                }
                return .success(texto: "Añadidas \\(unidades) unidades de \\(producto)")
            }

            func resolveProducto(for intent: AnadirUnidadesVozIntent) async -> AnadirUnidadesVozProductoResolutionResult {
                guard let producto = intent.producto, !producto.isEmpty else { return .needsValue() }
                if producto == "?" { return .unsupported(forReason: .noEncontrado) }
                return .success(with: producto)
            }

            func resolvePregunta(for intent: AnadirUnidadesVozIntent) async -> INStringResolutionResult {
                .notRequired()
            }

            func resolveUnidades(for intent: AnadirUnidadesVozIntent) async -> AnadirUnidadesVozUnidadesResolutionResult {
                guard let unidades = intent.unidades?.intValue else { return .confirmationRequired(with: 1) }
                if unidades < 0 { return .unsupported(forReason: .negativeNumbersNotSupported) }
                return .success(with: unidades)
            }
        }

        final class IntentHandler: INExtension {
            override func handler(for intent: INIntent) -> Any {
                if intent is AnadirUnidadesVozIntent { return AnadirUnidadesHandler() }
                return self
            }
        }

        func donate(unidades: Int) {
            let intent = AnadirUnidadesVozIntent()
            intent.producto = "leche"
            intent.unidades = NSNumber(value: unidades)
            intent.suggestedInvocationPhrase = "Añade leche"
            INInteraction(intent: intent, response: AnadirUnidadesVozIntentResponse(code: .success, userActivity: nil)).donate()
        }
        """

    /// A handler for Telegram's `SelectFriends` intent (Xcode 12 style): dynamic options in
    /// sections, a custom type's and an enum's resolution results.
    static let telegram = """
        import Intents

        class SelectFriendsHandler: NSObject, SelectFriendsIntentHandling {
            func provideFriendsOptionsCollection(for intent: SelectFriendsIntent, with completion: @escaping (INObjectCollection<Friend>?, Error?) -> Void) {
                let friend = Friend(identifier: "1", display: "Ana", subtitle: "online", image: INImage(named: "avatar"))
                let recent = INObjectSection(title: "Recent", items: [friend])
                completion(INObjectCollection(sections: [recent]), nil)
            }

            func defaultFriends(for intent: SelectFriendsIntent) -> [Friend]? {
                intent.contents == .recent ? [Friend(identifier: "2", display: "Bo")] : nil
            }

            func handle(intent: SelectFriendsIntent, completion: @escaping (SelectFriendsIntentResponse) -> Void) {
                let activity = NSUserActivity(activityType: "SelectFriends")
                completion(SelectFriendsIntentResponse(code: intent.friends?.isEmpty == false ? .success : .failure, userActivity: activity))
            }
        }

        func resolve(_ friends: [Friend]) -> FriendResolutionResult {
            guard let first = friends.first else { return .needsValue() }
            return friends.count > 1 ? .disambiguation(with: friends) : .success(with: first)
        }

        func resolve(_ contents: Contents) -> ContentsResolutionResult {
            contents == .unknown ? .confirmationRequired(with: .recent) : .success(with: contents)
        }
        """
}
