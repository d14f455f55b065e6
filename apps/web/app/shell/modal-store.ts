// The casino's table screens still import from here while another branch changes them; new code imports lib/.
export * from "../lib/shell-state/modal-store";
