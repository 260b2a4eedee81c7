/** The profile feature's door (Edit Account, Change Password): other rooms import only from here. */
export { profileHandlers } from "./profile.handlers";
