export { en } from "./catalogue";
