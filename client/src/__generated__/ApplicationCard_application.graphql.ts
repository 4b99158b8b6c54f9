/**
 * @generated SignedSource<<725bc657baf9821975b7b1fd8287f431>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationCard_application$data = {
  readonly applicant: {
    readonly id: string;
  } | null | undefined;
  readonly contractDays: number | null | undefined;
  readonly coverLetter: string;
  readonly email: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly hideIdentity: boolean;
  readonly id: string;
  readonly identityWithheld: boolean;
  readonly job: {
    readonly id: string;
  };
  readonly phone: string | null | undefined;
  readonly requestedSalaryRials: number | null | undefined;
  readonly resume: {
    readonly identityWithheld: boolean;
  } | null | undefined;
  readonly status: ApplicationStatus;
  readonly submittedAt: string;
  readonly " $fragmentType": "ApplicationCard_application";
};
export type ApplicationCard_application$key = {
  readonly " $data"?: ApplicationCard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_application">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "identityWithheld",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationCard_application",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverLetter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedSalaryRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideIdentity",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeSnapshot",
      "kind": "LinkedField",
      "name": "resume",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Job",
      "kind": "LinkedField",
      "name": "job",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "JobApplication",
  "abstractKey": null
};
})();

(node as any).hash = "319a7606aff2870f02bc94446178e20a";

export default node;
