/**
 * @generated SignedSource<<08b32b29c9ffa6ad3a28fa88bcd117b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COLLABORATOR" | "EMPLOYER" | "JOB_SEEKER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type partner_user$data = {
  readonly company: {
    readonly __typename: "Company";
  } | null | undefined;
  readonly registered: boolean | null | undefined;
  readonly roles: ReadonlyArray<Role> | null | undefined;
  readonly " $fragmentType": "partner_user";
};
export type partner_user$key = {
  readonly " $data"?: partner_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"partner_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "partner_user"
};

(node as any).hash = "9fe1ebc96388450f9a0fdb582536811f";

export default node;
