/**
 * Where the network area puts the connect button (label from the connection state, spec 1 §4),
 * 'Contacter' (accepted connections only) and the anti-spam hint (profileMessages.contactHint).
 * Renders nothing until that area wires it.
 */
export function ConnectionActionsSlot({ userId }: { userId: string }) {
  return <div data-slot="connection-actions" data-user-id={userId} className="contents" />;
}
