/**
 * @generated SignedSource<<fbf37a54d21805ccae9661b51b2eab84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTestState = "IN_PROGRESS" | "NOT_TAKEN" | "SCORED" | "%future added value";
export type SentTestInvitationState = "ACCEPTED" | "EXPIRED" | "SENT" | "TAKEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TestInvitations_job$data = {
  readonly id: string;
  readonly testInvitations: ReadonlyArray<{
    readonly email: string;
    readonly result: {
      readonly score: number | null | undefined;
      readonly state: ApplicationTestState;
    } | null | undefined;
    readonly state: SentTestInvitationState;
    readonly testId: string;
  }> | null | undefined;
  readonly tests: ReadonlyArray<{
    readonly test: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "TestInvitations_job";
};
export type TestInvitations_job$key = {
  readonly " $data"?: TestInvitations_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestInvitations_job">;
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
  "name": "state",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TestInvitations_job",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "JobTest",
      "kind": "LinkedField",
      "name": "tests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Test",
          "kind": "LinkedField",
          "name": "test",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "SentTestInvitation",
      "kind": "LinkedField",
      "name": "testInvitations",
      "plural": true,
      "selections": [
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
          "name": "testId",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ApplicationTestResult",
          "kind": "LinkedField",
          "name": "result",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "score",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "testInvitations(first:50)"
    }
  ],
  "type": "Job",
  "abstractKey": null
};
})();

(node as any).hash = "7d681f32b99c92503e2451f17e5d7b53";

export default node;
