/**
 * @generated SignedSource<<6ba47a96ea721653653bdf92a06846c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CollaboratorReviewReportReason = "FALSE" | "INAPPROPRIATE" | "OTHER" | "SPAM" | "%future added value";
export type ReportCollaboratorReviewInput = {
  note?: string | null | undefined;
  reason: CollaboratorReviewReportReason;
  reviewId: string;
};
export type ReviewCardReportMutation$variables = {
  input: ReportCollaboratorReviewInput;
};
export type ReviewCardReportMutation$data = {
  readonly reportCollaboratorReview: {
    readonly __typename: string;
  };
};
export type ReviewCardReportMutation = {
  response: ReviewCardReportMutation$data;
  variables: ReviewCardReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reportCollaboratorReview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewCardReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewCardReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f6da128fa047c8bf3aad8a888eefd05c",
    "id": null,
    "metadata": {},
    "name": "ReviewCardReportMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewCardReportMutation(\n  $input: ReportCollaboratorReviewInput!\n) {\n  reportCollaboratorReview(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae940925b252aff54f859f6ce70d101f";

export default node;
