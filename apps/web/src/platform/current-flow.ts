import { createStore } from 'zustand';

// The flow (hiring process) the user is working in. The signed flow family sends its encrypted
// id in the CurrentFlowId header (CALL-012); pages set it when a flow is chosen.
interface CurrentFlowState {
  flowId: string | null;
}

const currentFlowStore = createStore<CurrentFlowState>(() => ({ flowId: null }));

export function setCurrentFlowId(flowId: string | null): void {
  currentFlowStore.setState({ flowId });
}

export function getCurrentFlowId(): string | null {
  return currentFlowStore.getState().flowId;
}
