/**
 * @generated SignedSource<<78f4598b630f0137fa906b3371746caa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProjectPageViewMutation$variables = {
  id: string;
};
export type ProjectPageViewMutation$data = {
  readonly viewPortfolioProject: {
    readonly __typename: string;
  };
};
export type ProjectPageViewMutation = {
  response: ProjectPageViewMutation$data;
  variables: ProjectPageViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "viewPortfolioProject",
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
    "name": "ProjectPageViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectPageViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d0630b07305c092384f5efc31e723bf9",
    "id": null,
    "metadata": {},
    "name": "ProjectPageViewMutation",
    "operationKind": "mutation",
    "text": "mutation ProjectPageViewMutation(\n  $id: ID!\n) {\n  viewPortfolioProject(id: $id) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "033c8da58d5d4f678503fb4a84cac05e";

export default node;
